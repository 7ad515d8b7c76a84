import { templateIdOrDefault } from '@voices/contracts/constants';
import { Link } from 'react-router-dom';
import { useDocumentTitle, useSession } from '@voices/platform';
import { Avatar } from '@voices/ui';
import { BackToHome } from '../../components/back-to-home';
import { FollowedAuthorsPanel } from '../../features/authors/components/followed-authors-panel';
import { SuggestionsPanel } from '../../features/authors/components/suggestions-panel';
import { AuthorNewsList } from '../../features/contributions/components/author-news-list';
import './pages.css';

/** /user: the reader's own dashboard, all the news and suggestions of people to follow. */
export function UserDashboardPage() {
  const user = useSession((state) => state.user);
  useDocumentTitle('Your dashboard');
  const template = templateIdOrDefault(
    user?.selectedTemplate || user?.theme || user?.preferredTemplate || 'modern',
  );

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-dashboard">
        {user && <Avatar name={user.name} photo={user.photo} size={64} />}
        <div>
          <p className="vx-kicker">Your dashboard</p>
          <h1 className="vx-feed-title">
            {user ? `Welcome back, ${user.name || 'reader'}` : 'Your dashboard'}
          </h1>
        </div>
        <div className="vx-feed-dashboard-actions">
          <Link className="vx-btn vx-btn-primary" to="/contribute">
            Share your news
          </Link>
          {user && (
            <Link
              className="vx-btn"
              to={`/portal/${encodeURIComponent(user.id)}/${encodeURIComponent(template)}`}
            >
              My Portal
            </Link>
          )}
          <Link className="vx-btn" to="/saved">
            Saved
          </Link>
        </div>
      </header>
      <div className="vx-feed-layout">
        <div className="vx-feed-main">
          <h2 className="vx-feed-section-title">All News</h2>
          <AuthorNewsList />
        </div>
        <aside className="vx-feed-sidebar" aria-label="People">
          <SuggestionsPanel showViewMore={false} />
          <FollowedAuthorsPanel />
        </aside>
      </div>
    </div>
  );
}
