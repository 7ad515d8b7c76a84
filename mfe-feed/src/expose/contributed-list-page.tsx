import { ContributedListPage } from '../app/pages/contributed-list-page';

export { ContributedListPage };
export default ContributedListPage;
