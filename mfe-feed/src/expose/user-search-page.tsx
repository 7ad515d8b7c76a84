import { UserSearchPage } from '../app/routes/user-search-page';

export { UserSearchPage };
export default UserSearchPage;
