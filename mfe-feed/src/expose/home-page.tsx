import { HomePage } from '../app/pages/home-page';

export { HomePage };
export default HomePage;
