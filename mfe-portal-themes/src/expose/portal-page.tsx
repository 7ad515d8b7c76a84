import { PortalPage } from '../app/pages/portal-page';

export { PortalPage };
export default PortalPage;
