import { RegisterPage } from '../app/pages/register-page';

export { RegisterPage };
export default RegisterPage;
