import { ProfilePage } from '../app/pages/profile-page';

export { ProfilePage };
export default ProfilePage;
