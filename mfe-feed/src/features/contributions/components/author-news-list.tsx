import { templateIdOrDefault } from '@voices/contracts/constants';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useContributions, useSession, type Story } from '@voices/platform';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-states';
import { articleTime } from '../../../lib/article';
import { pagedList } from '../../../lib/paged-list';
import { AuthorNewsCard, type AuthorGroup } from './author-news-card';
import './author-news-list.css';

const PAGE_SIZE = 50;

/** Stories grouped by their author, the most recently active author first. */
export function groupByAuthor(stories: readonly Story[]): AuthorGroup[] {
  const groups = new Map<string, AuthorGroup>();
  for (const story of [...stories].sort((a, b) => articleTime(b) - articleTime(a))) {
    const key = story.authorId || story.author?.trim() || 'unknown';
    let group = groups.get(key);
    if (!group) {
      group = {
        authorId: story.authorId || key,
        name: story.author?.trim() || 'Contributor',
        photo: story.authorPhoto || null,
        stories: [],
      };
      groups.set(key, group);
    }
    group.stories.push(story);
  }
  return [...groups.values()];
}

interface AuthorNewsListProps {
  /** Only this author's stories, with the Author News View banner. */
  authorId?: string | null;
}

/** The news list grouped by author (spec 001 §2), with Show More for older stories. */
export function AuthorNewsList({ authorId = null }: AuthorNewsListProps) {
  const user = useSession((state) => state.user);
  const list = pagedList(useContributions({ authorId, limit: PAGE_SIZE }));
  const groups = useMemo(() => groupByAuthor(list.items), [list.items]);

  const own = Boolean(authorId && user && user.id === authorId);
  const first = groups[0];
  const template = own
    ? templateIdOrDefault(
        user?.selectedTemplate || user?.theme || user?.preferredTemplate || 'modern',
      )
    : templateIdOrDefault(first?.stories[0]?.selectedTemplate || 'modern');

  return (
    <div className="vx-feed-author-list">
      {authorId && (
        <div className="vx-feed-banner" role="note">
          <div>
            <strong>Author News View</strong>
            <span>{first ? `Stories by ${first.name}` : 'Stories by one author'}</span>
          </div>
          <div className="vx-feed-banner-actions">
            <Link
              className="vx-btn vx-btn-sm vx-btn-primary"
              to={`/portal/${encodeURIComponent(authorId)}/${encodeURIComponent(template)}`}
            >
              {own ? 'My Portal' : 'Author Portal'}
            </Link>
            <Link className="vx-btn vx-btn-sm" to="/news">
              Back to All News
            </Link>
          </div>
        </div>
      )}
      {list.status === 'loading' || list.status === 'idle' ? (
        <LoadingState label="Loading news..." />
      ) : list.status === 'error' ? (
        <ErrorState
          message={errorMessage(list.error, 'Failed to fetch news')}
          onRetry={list.retry}
        />
      ) : groups.length === 0 ? (
        authorId ? (
          <EmptyList
            title="No news from this author"
            message="This author hasn't published any news yet."
          />
        ) : (
          <EmptyList title="No news available" message="Be the first to share some news!" />
        )
      ) : (
        <div className="vx-feed-author-grid">
          {groups.map((group) => (
            <AuthorNewsCard key={group.authorId} group={group} />
          ))}
        </div>
      )}
      {list.moreError !== undefined && (
        <p className="vx-feed-more-error" role="alert">
          {errorMessage(list.moreError, 'Failed to fetch news')}
        </p>
      )}
      {list.hasMore && (
        <div className="vx-feed-more">
          <button
            type="button"
            className="vx-btn vx-btn-lg"
            onClick={list.loadMore}
            disabled={list.status === 'loading-more'}
          >
            {list.status === 'loading-more' ? 'Loading...' : 'Show More News'}
          </button>
        </div>
      )}
    </div>
  );
}
