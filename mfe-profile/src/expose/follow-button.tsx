import { FollowButton } from '../features/follow/components/follow-button';

export { FollowButton };
export type { FollowButtonProps } from '../features/follow/components/follow-button';
export default FollowButton;
