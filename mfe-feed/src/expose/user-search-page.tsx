import { UserSearchPage } from '../features/authors/components/user-search-page';

export { UserSearchPage };
export default UserSearchPage;
