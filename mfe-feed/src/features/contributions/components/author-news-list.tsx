import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  templateIdOrDefault,
  useCommonT,
  useSession,
  type Story,
} from '@voices/platform';
import { useContributions } from '@voices/platform/api';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-states';
import { articleTime } from '../../../lib/article';
import { pagedList } from '../../../lib/paged-list';
import { t as feedT } from '../../../i18n';
import { useT } from '../i18n';

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
        name: story.author?.trim() || feedT('article.contributor'),
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
  const t = useT();
  const loadingMore = useCommonT()('status.loading');
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
            <strong>{t('authorList.banner')}</strong>
            <span>{first ? t('stories.by', { name: first.name }) : t('authorList.oneAuthor')}</span>
          </div>
          <div className="vx-feed-banner-actions">
            <Link
              className="vx-btn vx-btn-sm vx-btn-primary"
              to={`/portal/${encodeURIComponent(authorId)}/${encodeURIComponent(template)}`}
            >
              {own ? feedT('portal.mine') : feedT('portal.author')}
            </Link>
            <Link className="vx-btn vx-btn-sm" to="/news">
              {t('authorList.backToAll')}
            </Link>
          </div>
        </div>
      )}
      {list.status === 'loading' || list.status === 'idle' ? (
        <LoadingState label={t('news.loading')} />
      ) : list.status === 'error' ? (
        <ErrorState
          message={errorMessage(list.error, t('authorList.error'))}
          onRetry={list.retry}
        />
      ) : groups.length === 0 ? (
        authorId ? (
          <EmptyList title={t('news.noneFromAuthor')} message={t('news.noneFromAuthorMessage')} />
        ) : (
          <EmptyList title={t('authorList.emptyTitle')} message={t('authorList.emptyMessage')} />
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
          {errorMessage(list.moreError, t('authorList.error'))}
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
            {list.status === 'loading-more' ? loadingMore : t('authorList.more')}
          </button>
        </div>
      )}
    </div>
  );
}
