import { NewsDetailPage } from '../app/routes/news-detail-page';

export { NewsDetailPage };
export default NewsDetailPage;
