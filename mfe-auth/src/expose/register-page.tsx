import { RegisterPage } from '../features/auth/components/register-page';

export { RegisterPage };
export default RegisterPage;
