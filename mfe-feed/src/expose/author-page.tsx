import { AuthorPage } from '../app/routes/author-page';

export { AuthorPage };
export default AuthorPage;
