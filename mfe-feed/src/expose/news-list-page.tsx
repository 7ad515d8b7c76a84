import { NewsListPage } from '../app/routes/news-list-page';

export { NewsListPage };
export default NewsListPage;
