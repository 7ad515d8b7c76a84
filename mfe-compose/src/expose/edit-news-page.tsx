import { EditNewsPage } from '../app/pages/edit-news-page';

export { EditNewsPage };
export default EditNewsPage;
