import { Link } from 'react-router-dom';
import { Avatar } from '@voices/ui';
import { LoginIcon, PenIcon } from '@voices/ui/icons';
import { useSession, useUnreadCount } from '@voices/platform';
import { useSignedIn } from '../../../hooks/use-signed-in';
import { optionalPart } from '../../../lib/optional-part';
import { useT } from '../../../i18n';
import { useContributeArea } from '../hooks/use-contribute-area';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NotificationBell } from './notification-bell';
import { SettingsMenu } from './settings-menu';
import { Tagline } from './tagline';
import './header.css';
import { useLogout } from '@voices/ui';

// The unread count is read from the server for a member only, with the query library it needs.
const UnreadCount = optionalPart(() =>
  import('../../account/components/member-queries').then((module) => module.UnreadCount),
);

export function Header() {
  const t = useT();
  const user = useSession((state) => state.user);
  const signedIn = useSignedIn();
  const inContributeArea = useContributeArea();
  const logout = useLogout();
  const currentUser = signedIn ? user : null;
  const storedUnread = useUnreadCount();
  const unread = currentUser ? storedUnread : 0;

  return (
    <header className="vx-shell-header">
      <div className="vx-shell-header-bar">
        <Logo to={currentUser ? '/home' : '/'} />
        <nav className="vx-shell-header-actions" aria-label={t('header.account')}>
          {currentUser ? (
            <>
              <UnreadCount />
              {/* Who may compose is not specified yet: every signed-in user may. */}
              <Link
                to="/contribute"
                className={`vx-btn vx-btn-primary vx-shell-compose${inContributeArea ? ' is-active' : ''}`}
                aria-current={inContributeArea ? 'page' : undefined}
              >
                <PenIcon width={18} height={18} />
                <span>{t('header.compose')}</span>
              </Link>
              <NotificationBell count={unread} />
              <Link to="/profile/me" className="vx-shell-user">
                <Avatar name={currentUser.name} photo={currentUser.photo} size={32} />
                <span className="vx-shell-user-name">{currentUser.name}</span>
              </Link>
            </>
          ) : (
            <Link to="/login" className="vx-btn vx-btn-ghost vx-shell-login">
              <LoginIcon width={18} height={18} />
              <span>{t('header.login')}</span>
            </Link>
          )}
          <SettingsMenu
            signedIn={Boolean(currentUser)}
            moderator={currentUser?.role === 'moderator'}
            onLogout={() => void logout()}
          />
        </nav>
        <MobileMenu user={currentUser} unread={unread} onLogout={() => void logout()} />
      </div>
      <div className="vx-shell-ticker">
        <Tagline />
      </div>
    </header>
  );
}
