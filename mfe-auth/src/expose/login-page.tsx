import { LoginPage } from '../features/auth/components/login-page';

export { LoginPage };
export default LoginPage;
