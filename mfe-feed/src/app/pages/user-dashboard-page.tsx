import { Link } from 'react-router-dom';
import { templateIdOrDefault, useDocumentTitle, useSession } from '@voices/platform';
import { Avatar } from '@voices/ui';
import { BackToHome } from '../../components/back-to-home';
import { FollowedAuthorsPanel } from '../../features/authors/components/followed-authors-panel';
import { SuggestionsPanel } from '../../features/authors/components/suggestions-panel';
import { AuthorNewsList } from '../../features/contributions/components/author-news-list';
import { useT } from '../../features/authors/i18n';
import { useT as useFeedT } from '../../i18n';
import './pages.css';

/** /user: the reader's own dashboard, all the news and suggestions of people to follow. */
export function UserDashboardPage() {
  const t = useT();
  const feedT = useFeedT();
  const user = useSession((state) => state.user);
  useDocumentTitle(t('dashboard.title'));
  const template = templateIdOrDefault(
    user?.selectedTemplate || user?.theme || user?.preferredTemplate || 'modern',
  );

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-dashboard">
        {user && <Avatar name={user.name} photo={user.photo} size={64} />}
        <div>
          <p className="vx-kicker">{t('dashboard.title')}</p>
          <h1 className="vx-feed-title">
            {!user
              ? t('dashboard.title')
              : user.name
                ? t('dashboard.welcome', { name: user.name })
                : t('dashboard.welcomeReader')}
          </h1>
        </div>
        <div className="vx-feed-dashboard-actions">
          <Link className="vx-btn vx-btn-primary" to="/contribute">
            {t('dashboard.share')}
          </Link>
          {user && (
            <Link
              className="vx-btn"
              to={`/portal/${encodeURIComponent(user.id)}/${encodeURIComponent(template)}`}
            >
              {feedT('portal.mine')}
            </Link>
          )}
          <Link className="vx-btn" to="/saved">
            {t('dashboard.saved')}
          </Link>
        </div>
      </header>
      <div className="vx-feed-layout">
        <div className="vx-feed-main">
          <h2 className="vx-feed-section-title">{t('dashboard.allNews')}</h2>
          <AuthorNewsList />
        </div>
        <aside className="vx-feed-sidebar" aria-label={t('dashboard.people')}>
          <SuggestionsPanel showViewMore={false} />
          <FollowedAuthorsPanel />
        </aside>
      </div>
    </div>
  );
}
