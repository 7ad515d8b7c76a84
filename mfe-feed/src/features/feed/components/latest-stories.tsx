import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@voices/platform';
import { Spinner } from '@voices/ui';
import { ArticleImage } from '../../../components/article-image';
import { articleImage, articleTitle, readHref, relativeDate } from '../../../lib/article';
import { Trans, useT } from '../../../i18n';
import { useLatestStories } from '../hooks/use-latest-stories';
import './latest-stories.css';

/** The newest stories of the people the reader follows, or else the newest contributions. */
export function LatestStories() {
  const t = useT();
  const titleId = useId();
  const following = useSession((state) => state.user?.following);
  const latest = useLatestStories(following ?? []);

  if (latest.status === 'error') return null;
  const fromFollowing = latest.data?.from === 'following';

  return (
    <section className="vx-feed-community" aria-labelledby={titleId}>
      <header className="vx-feed-section-header">
        <h2 id={titleId} className="vx-feed-section-title">
          {fromFollowing ? t('community.fromFollowing') : t('community.latest')}
        </h2>
        <Link to="/news" className="vx-feed-section-link">
          {t('community.all')}
        </Link>
      </header>
      {latest.status === 'loading' ? (
        <Spinner size="sm" label={t('community.loading')} />
      ) : (latest.data?.items ?? []).length === 0 ? (
        <p className="vx-feed-sidebar-empty">
          <Trans id="community.empty" components={{ 0: <Link to="/home?showForm=true" /> }} />
        </p>
      ) : (
        <ul className="vx-feed-community-list">
          {(latest.data?.items ?? []).map((story) => {
            const date = relativeDate(story);
            return (
              <li key={story.id} className="vx-feed-community-item">
                <Link to={readHref(story)} tabIndex={-1} aria-hidden="true">
                  <ArticleImage src={articleImage(story)} width={320} height={180} />
                </Link>
                <h3 className="vx-feed-community-title">
                  <Link to={readHref(story)}>{articleTitle(story)}</Link>
                </h3>
                <p className="vx-feed-community-meta">
                  {story.author?.trim() || t('article.contributor')}
                  {date && <span suppressHydrationWarning>{` · ${date}`}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
