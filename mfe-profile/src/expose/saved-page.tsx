import { SavedPage } from '../features/saved-news/components/saved-page';

export { SavedPage };
export default SavedPage;
