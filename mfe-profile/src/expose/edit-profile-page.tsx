import { EditProfilePage } from '../app/pages/edit-profile-page';

export { EditProfilePage };
export default EditProfilePage;
