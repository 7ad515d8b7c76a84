import { useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Avatar, EmptyState, Spinner } from '@voices/ui';
import { ShareMenu } from '@voices/ui/share-menu';
import { errorMessage, useDocumentTitle, useSession } from '@voices/platform';
import { useT } from '../../i18n';
import {
  useContributedNews,
  type ContributedNews,
} from '../../features/stories/hooks/use-contributed-news';
import { useMastheadHeading } from '../../features/stories/hooks/use-masthead-heading';
import { useRelatedStories } from '../../features/stories/hooks/use-related-stories';
import { StoryMenu } from '../../features/stories/components/story-menu';
import { useLiveUpdates } from '../../hooks/use-live-updates';
import { ThemeRenderer, themeVariables } from '../../features/themes/components/theme-renderer';
import { categoriesOf } from '../../features/themes/lib/herald-content';
import { getTheme, storyThemeId, THEMES } from '../../features/themes/theme-registry';
import {
  articleHref,
  articleTitle,
  authorName,
  newestFirst,
  storyId,
  type ThemeStory,
} from '../../lib/story';
import { ALL_CATEGORIES, BackButton, CategoryPills, StoryCardGrid } from './page-parts';
import './pages.css';

const OTHERS_STEP = 6;

/** The site's name: a name, the same in every language. */
const SITE_NAME = 'Voices';

function matches(story: ThemeStory, query: string): boolean {
  if (!query) return true;
  const needle = query.toLocaleLowerCase();
  return [story.title, story.content, story.category].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(needle),
  );
}

function inCategory(story: ThemeStory, category: string): boolean {
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
  const t = useT();
  const news = useContributedNews(pathId, queryId);
  // The story arrives as an urgent update (the query's store), which React renders in one go: on
  // a slow phone the whole themed page is one long task. It is drawn as a deferred render
  // instead, in slices that leave the main thread free in between; a story already in the
  // cache (a page opened from a list) is drawn at once.
  const drawn = useDeferredValue(news.status === 'found');
  useLiveUpdates();

  if (news.status === 'error') {
    return (
      <Frame themeId="modern-grid">
        <PageTitle title={t('contributed.title')} />
        <BackButton />
        <EmptyState
          title={t('contributed.loadFailed')}
          message={errorMessage(news.error, t('contributed.checkConnection'))}
          action={
            <button type="button" className="vx-btn vx-btn-primary" onClick={news.retry}>
              {t('contributed.tryAgain')}
            </button>
          }
        />
      </Frame>
    );
  }

  if (news.status === 'loading' || (news.status === 'found' && !drawn)) {
    return (
      <Frame themeId="modern-grid">
        <PageTitle title={t('contributed.title')} />
        <div className="vx-themes-loading">
          <Spinner label={t('contributed.loading')} showLabel />
        </div>
      </Frame>
    );
  }

  if (news.status === 'removed') {
    return (
      <Frame themeId="modern-grid">
        <PageTitle title={news.message} />
        <section className="vx-themes-removed" aria-labelledby="vx-themes-removed-title">
          <p className="vx-themes-removed-kicker">{SITE_NAME}</p>
          <h1 id="vx-themes-removed-title" className="vx-themes-removed-title">
            {news.message}
          </h1>
          <p className="vx-themes-removed-text">{t('removed.text')}</p>
          <Link className="vx-btn vx-btn-primary" to="/home">
            {t('page.backToHome')}
          </Link>
        </section>
      </Frame>
    );
  }

  if (news.status === 'not-found') {
    return (
      <Frame themeId="modern-grid">
        <PageTitle title={t('notFound.documentTitle')} />
        <BackButton />
        <EmptyState
          title={t('notFound.title')}
          message={t('notFound.message')}
          action={
            <Link className="vx-btn vx-btn-primary" to="/home">
              {t('page.backToHome')}
            </Link>
          }
        />
      </Frame>
    );
  }

  return (
    <ContributedNewsView key={news.authorId || requestedId} news={news} requestedId={requestedId} />
  );
}

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function ContributedNewsView({
  news,
  requestedId,
}: {
  news: Extract<ContributedNews, { status: 'found' }>;
  requestedId: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const searchId = useId();
  const viewerId = useSession((state) => state.user?.id ?? null);
  const { stories, hasMore, loadingMore, moreError, loadMore } = news.authorStories;
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
    (latestOfTab ? undefined : filtered.find((story) => storyId(story) === requestedId)) ??
    filtered[0] ??
    null;
  const others = filtered.filter((story) => story !== featured);

  const first = stories[0];
  const author = {
    id: news.authorId,
    name:
      news.profile?.name ||
      (featured && authorName(featured)) ||
      (first && authorName(first)) ||
      t('author.staffReporter'),
    photo: news.profile?.photo || featured?.authorPhoto || first?.authorPhoto || null,
    bio: news.profile?.bio || null,
  };
  const themeId = featured ? storyThemeId(featured) : 'modern-grid';
  // The heading and the related column come after the page is drawn; each redraws the page,
  // in slices as well.
  const heading = useDeferredValue(
    useMastheadHeading(featured, news.authorId, themeId, author.name),
  );
  const related = useDeferredValue(useRelatedStories(featured, themeId));
  useDocumentTitle(
    featured ? articleTitle(featured) : t('contributed.titleNamed', { name: author.name }),
  );

  const open = (story: ThemeStory) => {
    const id = storyId(story);
    if (!stories.some((candidate) => storyId(candidate) === id)) {
      navigate(articleHref(story));
      return;
    }
    setLatestOfTab(false);
    if (!filtered.some((candidate) => storyId(candidate) === id)) {
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

  const shareId = featured ? storyId(featured) : requestedId;
  // The page's own address (its origin is the browser's; a page drawn on the server shares
  // nothing before the browser has it: the menu's links are drawn when it opens).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shareUrl = `${origin}/contribute/news/${encodeURIComponent(shareId)}?id=${encodeURIComponent(shareId)}`;

  if (stories.length === 0) {
    return (
      <Frame themeId="modern-grid">
        <div className="vx-themes-page-bar">
          <BackButton />
        </div>
        <AuthorHeader author={author} count={0} />
        <EmptyState title={t('contributed.none')} message={t('contributed.noneMessage')} />
      </Frame>
    );
  }

  const shownOthers = others.slice(0, othersShown);
  const canShowMore = others.length > othersShown || hasMore;

  return (
    <Frame themeId={themeId}>
      <div className="vx-themes-page-bar">
        <BackButton profileId={news.authorId || undefined} />
        {featured && (
          <div className="vx-themes-page-tools">
            <ShareMenu url={shareUrl} title={articleTitle(featured)} menuLabel={t('share.label')} />
            <StoryMenu
              storyId={storyId(featured)}
              title={articleTitle(featured)}
              authorId={news.authorId}
              authorName={author.name}
            />
          </div>
        )}
      </div>

      {featured?.moderationStatus === 'hidden' && (
        <p className="vx-themes-hidden-banner" role="status">
          <strong>
            {t('hidden.title', {
              reason: featured.moderationReason?.trim() || t('hidden.noReason'),
            })}
          </strong>
          <span>
            {viewerId && viewerId === news.authorId
              ? t('hidden.ownStory')
              : t('hidden.othersStory')}
          </span>
        </p>
      )}

      <AuthorHeader author={author} count={stories.length} hasMore={hasMore} />

      <div className="vx-themes-toolbar">
        <CategoryPills
          categories={categories}
          active={category}
          onChange={chooseCategory}
          label={t('pills.label')}
        />
        <form
          className="vx-themes-search"
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="vx-visually-hidden" htmlFor={searchId}>
            {t('contributed.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className="vx-input"
            placeholder={t('contributed.searchPlaceholder')}
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
          key={storyId(featured)}
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
        <EmptyState title={t('search.noNews')} message={t('contributed.noMatch')} />
      )}

      {featured && (
        <StoryCardGrid
          title={t('author.moreFrom', { name: author.name })}
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
                    {loadingMore ? t('stories.loading') : t('stories.showMore')}
                  </button>
                )}
                {othersShown > OTHERS_STEP && (
                  <button
                    type="button"
                    className="vx-btn vx-btn-ghost"
                    onClick={() => setOthersShown(OTHERS_STEP)}
                  >
                    {t('stories.showLess')}
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
  const t = useT();
  return (
    <header className="vx-themes-author-header" aria-label={t('author.header')}>
      <Avatar name={author.name} photo={author.photo} size={64} />
      <div className="vx-themes-author-header-text">
        <p className="vx-themes-author-header-name">{author.name}</p>
        <p className="vx-themes-author-header-meta">
          {hasMore ? t('author.storyCountMore', { count }) : t('author.storyCount', { count })}
        </p>
      </div>
      {author.id && (
        <Link className="vx-btn vx-btn-sm" to={`/profile/${encodeURIComponent(author.id)}`}>
          {t('author.viewProfile')}
        </Link>
      )}
    </header>
  );
}
