import { PickThemePage } from '../app/pages/pick-theme-page';

export { PickThemePage };
export default PickThemePage;
