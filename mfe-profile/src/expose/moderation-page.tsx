import { ModerationPage } from '../app/pages/moderation-page';

export { ModerationPage };
export default ModerationPage;
