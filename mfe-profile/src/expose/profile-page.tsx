import { ProfilePage } from '../features/profile/components/profile-page';

export { ProfilePage };
export default ProfilePage;
