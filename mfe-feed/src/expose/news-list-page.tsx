import { NewsListPage } from '../features/feed/components/news-list-page';

export { NewsListPage };
export default NewsListPage;
