import { HomePage } from '../features/feed/components/home-page';

export { HomePage };
export default HomePage;
