import { AuthorPage } from '../features/authors/components/author-page';

export { AuthorPage };
export default AuthorPage;
