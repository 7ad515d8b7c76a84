import { NotificationsPage } from '../app/pages/notifications-page';

export { NotificationsPage };
export default NotificationsPage;
