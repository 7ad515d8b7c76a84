import { ContributedListPage } from '../features/feed/components/contributed-list-page';

export { ContributedListPage };
export default ContributedListPage;
