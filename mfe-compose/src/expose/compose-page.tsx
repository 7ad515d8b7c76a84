import { ComposePage } from '../app/pages/compose-page';

export { ComposePage };
export default ComposePage;
