import { UserSearchPage } from '../app/pages/user-search-page';

export { UserSearchPage };
export default UserSearchPage;
