import { ContributedListPage } from '../app/routes/contributed-list-page';

export { ContributedListPage };
export default ContributedListPage;
