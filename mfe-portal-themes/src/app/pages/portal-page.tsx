import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Avatar, EmptyState, Spinner } from '@voices/ui';
import {
  DISPLAY_LIMITS,
  formatDate,
  onPreferredTemplateChange,
  useDocumentTitle,
  useSession,
} from '@voices/platform';
import { useT } from '../../i18n';
import { useMastheadHeading } from '../../features/stories/hooks/use-masthead-heading';
import { usePortal, type Portal } from '../../features/stories/hooks/use-portal';
import { useRelatedStories } from '../../features/stories/hooks/use-related-stories';
import { authorPosition } from '../../features/themes/components/herald/author-block';
import { ThemeRenderer, themeVariables } from '../../features/themes/components/theme-renderer';
import { categoriesOf } from '../../features/themes/lib/herald-content';
import { THEMES, getTheme, showsCategoryPills } from '../../features/themes/theme-registry';
import { useLiveUpdates } from '../../hooks/use-live-updates';
import { useStickyOffset } from '../../hooks/use-sticky-offset';
import { authorName, newestFirst, storyId, type ThemeStory } from '../../lib/story';
import { ALL_CATEGORIES, BackButton, CategoryPills, StoryCardGrid } from './page-parts';
import './pages.css';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const COMPACT_POSITIONS = new Set(['left-sidebar', 'right-sidebar', 'split-column']);
/** Themes whose category bar stays in view while the reader scrolls (spec 001 §2). */
const STICKY_PILLS = new Set(['niro', 'udaya']);
/** The theme whose portal has a search box over the author's stories (spec 001 §2). */
const SEARCH_THEME = 'niro';

/** Whether a story's title or text holds the query (any case). */
function matchesQuery(story: ThemeStory, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return [story.title ?? '', story.content ?? '', story.description ?? ''].some((field) =>
    field.toLowerCase().includes(wanted),
  );
}

/**
 * /portal/{authorId}/{themeId}: an author's stories as their own newspaper, in the theme the
 * address names. When the portal cannot be loaded the reader is sent to the story view.
 */
export function PortalPage() {
  const t = useT();
  const { authorId = '', themeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const storyId = searchParams.get('id')?.trim() ?? '';
  const portal = usePortal(authorId, storyId);
  useLiveUpdates();
  const theme = getTheme(themeId);
  useDocumentTitle(t('portal.title'));

  if (portal.status === 'error') {
    const target = storyId || authorId;
    return (
      <Navigate
        to={`/contribute/news/${encodeURIComponent(target)}?id=${encodeURIComponent(target)}`}
        replace
      />
    );
  }

  return (
    <div className="vx-themes-vars vx-themes-page" style={themeVariables(theme ?? THEMES[0]!)}>
      <div className="vx-container vx-themes-page-inner">
        {portal.status === 'found' ? (
          <PortalView key={`${authorId}:${storyId}`} data={portal} requestedThemeId={themeId} />
        ) : (
          <div className="vx-themes-loading">
            <Spinner label={t('portal.loading')} showLabel />
          </div>
        )}
      </div>
    </div>
  );
}

function PortalView({
  data,
  requestedThemeId,
}: {
  data: Extract<Portal, { status: 'found' }>;
  requestedThemeId: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const currentUserId = useSession((session) => session.user?.id ?? null);
  const theme = getTheme(requestedThemeId);
  const themeId = theme?.id ?? requestedThemeId;
  const { stories, hasMore, loadingMore, loadMore } = data.authorStories;
  const categories = useMemo(() => categoriesOf(stories), [stories]);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [leadId, setLeadId] = useState<string | null>(data.story ? storyId(data.story) : null);
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchable = themeId === SEARCH_THEME;
  const viewRef = useRef<HTMLDivElement>(null);
  const stickyTop = useStickyOffset(viewRef);

  // The author's own portal follows a theme change made in another tab or window.
  useEffect(() => {
    if (!currentUserId || currentUserId !== data.authorId) return;
    return onPreferredTemplateChange((templateId) => {
      if (templateId !== themeId) {
        navigate(`/portal/${encodeURIComponent(data.authorId)}/${encodeURIComponent(templateId)}`, {
          replace: true,
        });
      }
    });
  }, [currentUserId, data.authorId, themeId, navigate]);

  const filtered = useMemo(
    () =>
      newestFirst(
        (category === ALL_CATEGORIES
          ? stories
          : stories.filter(
              (story) => (story.category ?? '').trim().toLowerCase() === category.toLowerCase(),
            )
        ).filter((story) => !searchable || matchesQuery(story, query)),
      ),
    [stories, category, searchable, query],
  );
  const lead = filtered.find((story) => storyId(story) === leadId) ?? filtered[0] ?? null;
  const others = filtered.filter((story) => story !== lead);
  const first = stories[0];
  const name = data.profile?.name || (first && authorName(first)) || t('author.staffReporter');
  const photo = data.profile?.photo || first?.authorPhoto || null;
  const heading = useMastheadHeading(lead, data.authorId, themeId, name);
  const related = useRelatedStories(lead, themeId);
  useDocumentTitle(t('portal.titleNamed', { name, paper: theme?.name ?? t('portal.title') }));

  const position = authorPosition(lead?.authorSectionPosition, theme?.defaultAuthorSection ?? '');
  const moreLimit = COMPACT_POSITIONS.has(position)
    ? DISPLAY_LIMITS.moreFromAuthorCompact
    : DISPLAY_LIMITS.moreFromAuthor;
  const shownOthers = expanded ? others : others.slice(0, moreLimit);
  const showPills = showsCategoryPills(requestedThemeId, categories.length);

  const open = (story: ThemeStory) => {
    setLeadId(storyId(story));
    if (!filtered.some((candidate) => storyId(candidate) === storyId(story))) {
      setCategory(ALL_CATEGORIES);
    }
  };

  return (
    <div ref={viewRef}>
      <div className="vx-themes-page-bar">
        <BackButton profileId={data.authorId} />
      </div>

      <header className="vx-themes-author-header vx-portal-header" aria-label={t('author.header')}>
        <Avatar name={name} photo={photo} size={72} />
        <div className="vx-themes-author-header-text">
          <h1 className="vx-themes-author-header-name">{name}</h1>
          <p className="vx-themes-author-header-meta" suppressHydrationWarning>
            {theme ? `${theme.emoji} ${theme.name}` : requestedThemeId}
            <span aria-hidden="true"> · </span>
            {formatDate(new Date(), LONG_DATE)}
          </p>
        </div>
        <Link className="vx-btn vx-btn-sm" to={`/profile/${encodeURIComponent(data.authorId)}`}>
          {t('author.viewProfile')}
        </Link>
      </header>

      {stories.length === 0 ? (
        <EmptyState title={t('portal.noStories')} message={t('stories.none')} />
      ) : !theme ? (
        <p className="vx-themes-unknown" role="alert">
          {t('theme.unknown')}
        </p>
      ) : (
        <>
          {showPills && (
            <div
              className={
                STICKY_PILLS.has(themeId)
                  ? 'vx-themes-toolbar vx-themes-toolbar--sticky'
                  : 'vx-themes-toolbar'
              }
              style={STICKY_PILLS.has(themeId) ? { top: stickyTop } : undefined}
            >
              <CategoryPills
                categories={categories}
                active={category}
                onChange={(next) => {
                  setCategory(next);
                  setLeadId(null);
                  setExpanded(false);
                }}
                label={t('pills.label')}
              />
            </div>
          )}

          {searchable && (
            <div className="vx-themes-portal-search" role="search">
              <label className="vx-label" htmlFor={searchId}>
                {t('portal.search')}
              </label>
              <input
                id={searchId}
                type="search"
                className="vx-input"
                placeholder={t('portal.searchPlaceholder')}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setLeadId(null);
                  setExpanded(false);
                }}
              />
            </div>
          )}

          {lead ? (
            <ThemeRenderer
              key={storyId(lead)}
              story={lead}
              themeId={themeId}
              mode="full"
              stories={filtered}
              related={related}
              heading={heading}
              author={{ name, photo, bio: data.profile?.bio }}
              onNavigate={open}
            />
          ) : (
            <EmptyState title={t('search.noNews')} />
          )}

          <StoryCardGrid
            title={t('author.moreFrom', { name })}
            stories={shownOthers}
            themeId={themeId}
            heading={heading}
            empty={t('stories.none')}
            footer={
              (others.length > moreLimit || hasMore) && (
                <div className="vx-themes-more-actions">
                  {expanded ? (
                    <>
                      {hasMore && (
                        <button
                          type="button"
                          className="vx-btn"
                          disabled={loadingMore}
                          onClick={loadMore}
                        >
                          {loadingMore ? t('stories.loading') : t('stories.loadOlder')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="vx-btn vx-btn-ghost"
                        onClick={() => setExpanded(false)}
                      >
                        {t('stories.showLess')}
                      </button>
                    </>
                  ) : (
                    <button type="button" className="vx-btn" onClick={() => setExpanded(true)}>
                      {t('stories.showMore')}
                    </button>
                  )}
                </div>
              )
            }
          />
        </>
      )}
    </div>
  );
}
