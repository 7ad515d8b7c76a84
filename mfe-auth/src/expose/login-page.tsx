import { LoginPage } from '../app/routes/login-page';

export { LoginPage };
export default LoginPage;
