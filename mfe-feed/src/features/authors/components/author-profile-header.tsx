import { Link } from 'react-router-dom';
import { formatNumber, templateIdOrDefault, useSession, type Profile } from '@voices/platform';
import { Avatar } from '@voices/ui';
import { personName } from '../../../lib/article';
import { RemoteFollowButton } from './remote-follow-button';
import { useT } from '../i18n';
import { useT as useFeedT } from '../../../i18n';
import './authors.css';

interface AuthorProfileHeaderProps {
  user: Profile;
  storyCount: number;
}

/** Who an author is: portrait, name, bio, counts, follow, and the ways to their portal and profile. */
export function AuthorProfileHeader({ user, storyCount }: AuthorProfileHeaderProps) {
  const t = useT();
  const feedT = useFeedT();
  const id = user.id;
  const name = personName(user);
  const me = useSession((state) => state.user?.id ?? null);
  const template = templateIdOrDefault(user.preferredTemplate || 'modern');
  const followers = user.followersCount;
  const following = user.followingCount;

  return (
    <header className="vx-feed-profile">
      <Avatar name={name} photo={user.photo} size={96} className="vx-feed-profile-photo" />
      <div className="vx-feed-profile-text">
        <p className="vx-kicker">{t('author.title')}</p>
        <h1 className="vx-feed-title vx-feed-profile-name">{name}</h1>
        {user.bio.trim() ? (
          <p className="vx-feed-profile-bio">{user.bio}</p>
        ) : (
          <p className="vx-feed-profile-bio vx-muted">{t('author.noBio')}</p>
        )}
        <dl className="vx-feed-profile-counts">
          <div>
            <dt>{t('author.followers')}</dt>
            <dd>{formatNumber(followers)}</dd>
          </div>
          <div>
            <dt>{t('author.following')}</dt>
            <dd>{formatNumber(following)}</dd>
          </div>
          <div>
            <dt>{t('author.articles')}</dt>
            <dd>{formatNumber(storyCount)}</dd>
          </div>
        </dl>
        <div className="vx-feed-profile-actions">
          {me !== id && <RemoteFollowButton targetUserId={id} />}
          <Link
            className="vx-btn vx-btn-primary"
            to={`/portal/${encodeURIComponent(id)}/${encodeURIComponent(template)}`}
          >
            {me === id ? feedT('portal.mine') : feedT('portal.author')}
          </Link>
          <Link className="vx-btn" to={`/profile/${encodeURIComponent(id)}`}>
            {t('author.viewProfile')}
          </Link>
        </div>
      </div>
    </header>
  );
}
