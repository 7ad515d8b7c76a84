import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { localizeMessage, useSession } from '@voices/platform';
import { useT } from '../../../i18n';
import './suspension-notice.css';

/** Under the header while the member is suspended: what they can still do, and why. */
export function SuspensionNotice() {
  const t = useT();
  const suspension = useSession((state) => (state.token ? state.user?.suspension : null));
  if (!suspension) return null;
  return (
    <div className="vx-shell-suspended" role="status">
      <div className="vx-container">
        <strong>{localizeMessage(MODERATION_MESSAGES.suspended)}</strong>
        {suspension.reason ? (
          <span> {t('suspension.reason', { reason: suspension.reason })}</span>
        ) : null}
      </div>
    </div>
  );
}
