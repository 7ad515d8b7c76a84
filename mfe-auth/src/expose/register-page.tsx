import { RegisterPage } from '../app/routes/register-page';

export { RegisterPage };
export default RegisterPage;
