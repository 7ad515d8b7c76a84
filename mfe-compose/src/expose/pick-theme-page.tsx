import { PickThemePage } from '../features/compose/components/pick-theme-page';

export { PickThemePage };
export default PickThemePage;
