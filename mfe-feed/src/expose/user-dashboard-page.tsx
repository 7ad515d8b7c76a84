import { UserDashboardPage } from '../app/pages/user-dashboard-page';

export { UserDashboardPage };
export default UserDashboardPage;
