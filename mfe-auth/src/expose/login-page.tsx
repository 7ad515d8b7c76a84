import { LoginPage } from '../app/pages/login-page';

export { LoginPage };
export default LoginPage;
