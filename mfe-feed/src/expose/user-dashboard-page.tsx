import { UserDashboardPage } from '../features/dashboard/components/user-dashboard-page';

export { UserDashboardPage };
export default UserDashboardPage;
