import { OwnProfilePage } from '../features/profile/components/own-profile-page';

export { OwnProfilePage };
export default OwnProfilePage;
