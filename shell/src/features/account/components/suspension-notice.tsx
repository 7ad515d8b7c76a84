import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { useSession } from '@voices/platform';
import './suspension-notice.css';

/** Under the header while the member is suspended: what they can still do, and why. */
export function SuspensionNotice() {
  const suspension = useSession((state) => (state.token ? state.user?.suspension : null));
  if (!suspension) return null;
  return (
    <div className="vx-shell-suspended" role="status">
      <div className="vx-container">
        <strong>{MODERATION_MESSAGES.suspended}</strong>
        {suspension.reason ? <span> Reason: {suspension.reason}</span> : null}
      </div>
    </div>
  );
}
