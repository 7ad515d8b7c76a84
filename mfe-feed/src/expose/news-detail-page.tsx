import { NewsDetailPage } from '../app/pages/news-detail-page';

export { NewsDetailPage };
export default NewsDetailPage;
