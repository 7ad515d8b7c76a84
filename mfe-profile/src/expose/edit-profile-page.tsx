import { EditProfilePage } from '../features/profile/components/edit-profile-page';

export { EditProfilePage };
export default EditProfilePage;
