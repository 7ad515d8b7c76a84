import { OwnProfilePage } from '../app/pages/own-profile-page';

export { OwnProfilePage };
export default OwnProfilePage;
