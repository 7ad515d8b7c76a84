import { NewsListPage } from '../app/pages/news-list-page';

export { NewsListPage };
export default NewsListPage;
