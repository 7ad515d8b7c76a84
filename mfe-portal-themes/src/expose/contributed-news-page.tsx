import { ContributedNewsPage } from '../features/themes/components/contributed-news-page';

export { ContributedNewsPage };
export default ContributedNewsPage;
