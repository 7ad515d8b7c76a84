import { FollowButton } from '../components/follow/follow-button';

export { FollowButton };
export type { FollowButtonProps } from '../components/follow/follow-button';
export default FollowButton;
