import { SavedPage } from '../app/pages/saved-page';

export { SavedPage };
export default SavedPage;
