import { ContributedNewsPage } from '../app/pages/contributed-news-page';

export { ContributedNewsPage };
export default ContributedNewsPage;
