import { HomePage } from '../app/routes/home-page';

export { HomePage };
export default HomePage;
