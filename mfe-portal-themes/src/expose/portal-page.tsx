import { PortalPage } from '../features/themes/components/portal-page';

export { PortalPage };
export default PortalPage;
