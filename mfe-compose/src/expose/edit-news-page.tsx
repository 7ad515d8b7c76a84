import { EditNewsPage } from '../features/compose/components/edit-news-page';

export { EditNewsPage };
export default EditNewsPage;
