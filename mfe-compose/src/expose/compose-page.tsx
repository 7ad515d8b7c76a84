import { ComposePage } from '../features/compose/components/compose-page';

export { ComposePage };
export default ComposePage;
