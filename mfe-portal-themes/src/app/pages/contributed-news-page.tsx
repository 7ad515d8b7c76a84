import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Avatar, EmptyState, ShareMenu, Spinner } from '@voices/ui';
import { errorMessage } from '@voices/platform';
import { useCustomHeadingFor } from './use-heading';
import { useRelatedNews } from '../../features/stories/api/get-related-news';
import { useAuthorStories } from '../../features/stories/hooks/use-author-stories';
import {
  useContributedNews,
  type ContributedNews,
} from '../../features/stories/hooks/use-contributed-news';
import { ThemeRenderer, themeVariables } from '../../features/themes/components/theme-renderer';
import { categoriesOf } from '../../features/themes/lib/herald-content';
import { getTheme, storyThemeId, THEMES } from '../../features/themes/theme-registry';
import {
  articleHref,
  articleId,
  articleTitle,
  authorName,
  newestFirst,
  type Article,
} from '../../lib/article';
import { ALL_CATEGORIES, BackButton, CategoryPills, StoryCardGrid } from './page-parts';
import './pages.css';
import { useDocumentTitle } from '@voices/platform';

const OTHERS_STEP = 6;

function matches(story: Article, query: string): boolean {
  if (!query) return true;
  const needle = query.toLocaleLowerCase();
  return [story.title, story.content, story.category].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(needle),
  );
}

function inCategory(story: Article, category: string): boolean {
  if (category === ALL_CATEGORIES) return true;
  return (story.category ?? '').trim().toLowerCase() === category.toLowerCase();
}

function Frame({ themeId, children }: { themeId: string; children: ReactNode }) {
  const theme = getTheme(themeId) ?? THEMES[0]!;
  return (
    <div className="vx-themes-vars vx-themes-page" style={themeVariables(theme)}>
      <div className="vx-container vx-themes-page-inner">{children}</div>
    </div>
  );
}

/**
 * /contribute/news/{id}: a contributed story in its author's theme, with the author's other
 * stories, category tabs, search and sharing.
 */
export function ContributedNewsPage() {
  const { id: pathId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const queryId = searchParams.get('id')?.trim() ?? '';
  const requestedId = queryId || pathId;

  // A story already loaded with its author's others opens in place, without asking again.
  const known = useRef<Extract<ContributedNews, { kind: 'found' }> | null>(null);
  const knownIds = useRef(new Set<string>());
  const reuse = known.current !== null && knownIds.current.has(requestedId);
  const state = useContributedNews(pathId, queryId, !reuse);
  if (
    !reuse &&
    state.status === 'success' &&
    state.data?.kind === 'found' &&
    known.current !== state.data
  ) {
    known.current = state.data;
    knownIds.current = new Set();
  }
  const remember = useCallback((stories: readonly Article[]) => {
    for (const story of stories) knownIds.current.add(articleId(story));
  }, []);
  const data = reuse ? known.current : state.status === 'success' ? state.data : undefined;

  if (!data) {
    if (state.status === 'error') {
      return (
        <Frame themeId="modern-grid">
          <PageTitle title="Contributed News" />
          <BackButton />
          <EmptyState
            title="Could not load contributed news."
            message={errorMessage(state.error, 'Please check your connection and try again.')}
            action={
              <button type="button" className="vx-btn vx-btn-primary" onClick={state.reload}>
                Try Again
              </button>
            }
          />
        </Frame>
      );
    }
    return (
      <Frame themeId="modern-grid">
        <PageTitle title="Contributed News" />
        <div className="vx-themes-loading">
          <Spinner label="Loading news..." showLabel />
        </div>
      </Frame>
    );
  }

  if (data.kind === 'not-found') {
    return (
      <Frame themeId="modern-grid">
        <PageTitle title="News not found" />
        <BackButton />
        <EmptyState
          title="News not found."
          message="The story may have been removed, or the link is incomplete."
          action={
            <Link className="vx-btn vx-btn-primary" to="/home">
              Back to Home
            </Link>
          }
        />
      </Frame>
    );
  }

  return (
    <ContributedNewsView
      key={data.authorId || requestedId}
      data={data}
      requestedId={requestedId}
      remember={remember}
    />
  );
}

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function ContributedNewsView({
  data,
  requestedId,
  remember,
}: {
  data: Extract<ContributedNews, { kind: 'found' }>;
  requestedId: string;
  /** Tells the page which stories it can open without loading again. */
  remember: (stories: readonly Article[]) => void;
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const searchId = useId();
  const { stories, hasMore, loadingMore, moreError, loadMore } = useAuthorStories(
    data.authorId,
    data.first,
    data.story,
  );
  useEffect(() => remember(stories), [remember, stories]);
  const categories = useMemo(() => categoriesOf(stories), [stories]);
  const requestedCategory = searchParams.get('category')?.trim() ?? '';
  const [category, setCategory] = useState(
    () =>
      categories.find((name) => name.toLowerCase() === requestedCategory.toLowerCase()) ??
      ALL_CATEGORIES,
  );
  const [query, setQuery] = useState('');
  // Choosing a tab shows its latest story; opening a story (or the address) shows that one.
  const [latestOfTab, setLatestOfTab] = useState(false);
  const [othersShown, setOthersShown] = useState(OTHERS_STEP);

  useEffect(() => setLatestOfTab(false), [requestedId]);

  const filtered = useMemo(
    () =>
      newestFirst(
        stories.filter((story) => inCategory(story, category) && matches(story, query.trim())),
      ),
    [stories, category, query],
  );
  const featured =
    (latestOfTab ? undefined : filtered.find((story) => articleId(story) === requestedId)) ??
    filtered[0] ??
    null;
  const others = filtered.filter((story) => story !== featured);

  const first = stories[0];
  const author = {
    id: data.authorId,
    name:
      data.profile?.name ||
      (featured && authorName(featured)) ||
      (first && authorName(first)) ||
      'Staff Reporter',
    photo: data.profile?.photo || featured?.authorPhoto || first?.authorPhoto || null,
    bio: data.profile?.bio || null,
  };
  const themeId = featured ? storyThemeId(featured) : 'modern-grid';
  const heading = useCustomHeadingFor(featured, data.authorId, themeId, author.name, data.profile);
  const related = useRelatedNews(featured, featured ? articleId(featured) : null);
  useDocumentTitle(featured ? articleTitle(featured) : `${author.name} · Contributed News`);

  const open = (story: Article) => {
    const id = articleId(story);
    if (!stories.some((candidate) => articleId(candidate) === id)) {
      navigate(articleHref(story));
      return;
    }
    setLatestOfTab(false);
    if (!filtered.some((candidate) => articleId(candidate) === id)) {
      setCategory(ALL_CATEGORIES);
      setQuery('');
    }
    navigate(`/contribute/news/${encodeURIComponent(id)}?id=${encodeURIComponent(id)}`);
  };

  const chooseCategory = (next: string) => {
    setCategory(next);
    setLatestOfTab(true);
    setOthersShown(OTHERS_STEP);
  };

  const shareId = featured ? articleId(featured) : requestedId;
  const shareUrl = `${window.location.origin}/contribute/news/${encodeURIComponent(shareId)}?id=${encodeURIComponent(shareId)}`;

  if (stories.length === 0) {
    return (
      <Frame themeId="modern-grid">
        <div className="vx-themes-page-bar">
          <BackButton />
        </div>
        <AuthorHeader author={author} count={0} />
        <EmptyState
          title="No contributed news found."
          message="This author hasn't published any articles yet."
        />
      </Frame>
    );
  }

  const shownOthers = others.slice(0, othersShown);
  const canShowMore = others.length > othersShown || hasMore;

  return (
    <Frame themeId={themeId}>
      <div className="vx-themes-page-bar">
        <BackButton profileId={data.authorId || undefined} />
        {featured && (
          <ShareMenu url={shareUrl} title={articleTitle(featured)} menuLabel="Share this story" />
        )}
      </div>

      <AuthorHeader author={author} count={stories.length} hasMore={hasMore} />

      <div className="vx-themes-toolbar">
        <CategoryPills
          categories={categories}
          active={category}
          onChange={chooseCategory}
          label="Categories"
        />
        <form
          className="vx-themes-search"
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="vx-visually-hidden" htmlFor={searchId}>
            Search this author's stories
          </label>
          <input
            id={searchId}
            type="search"
            className="vx-input"
            placeholder="Search title, text or category"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setLatestOfTab(false);
              setOthersShown(OTHERS_STEP);
            }}
          />
        </form>
      </div>

      {featured ? (
        <ThemeRenderer
          key={articleId(featured)}
          story={featured}
          mode="full"
          stories={filtered}
          related={related}
          heading={heading}
          author={author}
          onNavigate={open}
          titleLevel={1}
        />
      ) : (
        <EmptyState
          title="No news found"
          message="No story matches your search in this category."
        />
      )}

      {featured && (
        <StoryCardGrid
          title={`More from ${author.name}`}
          stories={shownOthers}
          themeId={themeId}
          heading={heading}
          onOpen={open}
          footer={
            (canShowMore || othersShown > OTHERS_STEP) && (
              <div className="vx-themes-more-actions">
                {canShowMore && (
                  <button
                    type="button"
                    className="vx-btn"
                    disabled={loadingMore}
                    onClick={() => {
                      if (others.length <= othersShown && hasMore) loadMore();
                      setOthersShown((n) => n + OTHERS_STEP);
                    }}
                  >
                    {loadingMore ? 'Loading...' : 'Show more'}
                  </button>
                )}
                {othersShown > OTHERS_STEP && (
                  <button
                    type="button"
                    className="vx-btn vx-btn-ghost"
                    onClick={() => setOthersShown(OTHERS_STEP)}
                  >
                    Show less
                  </button>
                )}
                {moreError && (
                  <p className="vx-themes-error" role="alert">
                    {moreError}
                  </p>
                )}
              </div>
            )
          }
        />
      )}
    </Frame>
  );
}

function AuthorHeader({
  author,
  count,
  hasMore = false,
}: {
  author: { id: string; name: string; photo: string | null };
  count: number;
  hasMore?: boolean;
}) {
  return (
    <header className="vx-themes-author-header" aria-label="Author">
      <Avatar name={author.name} photo={author.photo} size={64} />
      <div className="vx-themes-author-header-text">
        <p className="vx-themes-author-header-name">{author.name}</p>
        <p className="vx-themes-author-header-meta">
          {count === 1 ? '1 story' : `${count}${hasMore ? '+' : ''} stories`}
        </p>
      </div>
      {author.id && (
        <Link className="vx-btn vx-btn-sm" to={`/profile/${encodeURIComponent(author.id)}`}>
          View Profile
        </Link>
      )}
    </header>
  );
}
