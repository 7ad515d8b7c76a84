import { NewsDetailPage } from '../features/feed/components/news-detail-page';

export { NewsDetailPage };
export default NewsDetailPage;
