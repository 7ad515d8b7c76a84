import { AuthorPage } from '../app/pages/author-page';

export { AuthorPage };
export default AuthorPage;
