import { UserDashboardPage } from '../app/routes/user-dashboard-page';

export { UserDashboardPage };
export default UserDashboardPage;
