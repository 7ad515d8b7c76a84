import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FEED_TABS,
  formatDate,
  useDocumentTitle,
  useFavoriteAuthors,
  useSession,
  type FeedTab,
} from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
// The cards first: the order the other pages of the section load the styles in.
import { FrontPage } from '../../features/feed/components/front-page';
import { ErrorState, LoadingState } from '../../components/list-states';
import { CategoryTabs, tabElementId } from '../../features/feed/components/category-tabs';
import { ComposeNewsButton } from '../../features/feed/components/compose-news-button';
import { FooterLinks } from '../../features/feed/components/footer-links';
import { LanguagePicker } from '../../features/feed/components/language-picker';
import { SearchBox } from '../../features/feed/components/search-box';
import { SubFilters } from '../../features/feed/components/sub-filters';
import { TopicCounts } from '../../features/feed/components/topic-counts';
import { WeatherCard } from '../../features/weather/components/weather-card';
import { categoryName } from '../../lib/category';
import { useContentLanguage } from '../../lib/content-language';
import { onDemand } from '../../lib/on-demand';
import { useT } from '../../i18n';
import './home-page.css';

// What the first screen of /home does not show loads when it is shown: the other tabs, the
// search results, and the sidebar panels of members and of readers with favourite authors.

/**
 * A tab whose code could not be fetched: the list's own failure, with Try Again. (The Local tab
 * is given no `tab`.)
 */
function TabUnavailable({ tab, retry }: { tab?: FeedTab; retry: () => void }) {
  const t = useT();
  return (
    <ErrorState
      message={t('list.error', { category: categoryName(tab?.id ?? 'local') })}
      onRetry={retry}
    />
  );
}

function SearchUnavailable({ retry }: { retry: () => void }) {
  const t = useT();
  return <ErrorState message={t('search.error')} onRetry={retry} />;
}

const CategoryNews = onDemand(
  () => import('../../features/feed/components/category-news').then((part) => part.CategoryNews),
  TabUnavailable,
);
const LocalNews = onDemand(
  () => import('../../features/feed/components/local-news').then((part) => part.LocalNews),
  TabUnavailable,
);
const SearchResults = onDemand(
  () => import('../../features/feed/components/search-results').then((part) => part.SearchResults),
  SearchUnavailable,
);
const FollowedAuthorsPanel = onDemand(() =>
  import('../../features/authors/components/followed-authors-panel').then(
    (part) => part.FollowedAuthorsPanel,
  ),
);
const SuggestionsPanel = onDemand(() =>
  import('../../features/authors/components/suggestions-panel').then(
    (part) => part.SuggestionsPanel,
  ),
);

/**
 * The sidebar's panels of members and of readers with favourite authors. What this browser
 * has stored is read here, not by the page: a front page drawn on the server (for a visitor
 * with none) is taken over as drawn, and only these panels are drawn again to add them.
 */
function ReadersPanels() {
  const signedIn = useSession((state) => state.user !== null);
  const hasFavorites = useFavoriteAuthors().ids.length > 0;
  return (
    <>
      {(signedIn || hasFavorites) && (
        <Suspense fallback={null}>
          <FollowedAuthorsPanel />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <SuggestionsPanel />
        </Suspense>
      )}
    </>
  );
}

const HOME_TAB = FEED_TABS[0] as FeedTab;

/** A tab, or a topic of the sidebar that is not a tab (politics, science, …) shown the same way. */
function findTab(id: string | null): FeedTab {
  const tab = FEED_TABS.find((candidate) => candidate.id === id);
  if (tab) return tab;
  if (id && /^[a-z][a-z-]{1,39}$/.test(id))
    return { id, label: categoryName(id), subcategories: [] };
  return HOME_TAB;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** /home and /unified: the front page of spec 001 §2. */
export function HomePage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useContentLanguage();
  const panelId = useId();
  const tab = findTab(searchParams.get('tab'));
  const requestedSub = searchParams.get('sub');
  const subcategory = tab.subcategories.some((sub) => sub.id === requestedSub)
    ? requestedSub
    : null;
  const query = searchParams.get('q')?.trim() ?? '';
  const isHome = tab.id === 'home';
  const tabNews = t('home.categoryNews', { category: categoryName(tab.id) });

  useDocumentTitle(
    query ? t('home.searchTitle', { query }) : isHome ? categoryName('home') : tabNews,
  );

  const update = (changes: Record<string, string | null>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  };

  const selectTab = (id: string) => update({ tab: id === 'home' ? null : id, sub: null, q: null });

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-masthead">
        <div className="vx-feed-toolbar">
          <p className="vx-feed-dateline" suppressHydrationWarning>
            {formatDate(new Date(), DATE_FORMAT)}
          </p>
          <SearchBox value={query} onSearch={(q) => update({ q: q || null })} />
          <div className="vx-feed-toolbar-end">
            <LanguagePicker />
            <ComposeNewsButton />
          </div>
        </div>
        <h1 className="vx-feed-title">{isHome ? t('home.frontPage') : tabNews}</h1>
        <CategoryTabs active={tab.id} onSelect={selectTab} panelId={panelId} />
        <SubFilters tab={tab} active={subcategory} onSelect={(sub) => update({ sub, q: null })} />
      </header>

      <div className="vx-feed-layout">
        <div
          className="vx-feed-main"
          id={panelId}
          role="tabpanel"
          {...(FEED_TABS.includes(tab)
            ? { 'aria-labelledby': tabElementId(tab.id) }
            : { 'aria-label': tabNews })}
          tabIndex={-1}
        >
          <Suspense
            fallback={
              <LoadingState
                label={
                  query
                    ? t('search.loading')
                    : t('list.loading', { category: categoryName(tab.id) })
                }
              />
            }
          >
            {query ? (
              <SearchResults
                query={query}
                language={language}
                onClear={() => update({ q: null })}
              />
            ) : isHome ? (
              <FrontPage language={language} />
            ) : tab.id === 'local' ? (
              <LocalNews language={language} />
            ) : (
              <CategoryNews key={tab.id} tab={tab} subcategory={subcategory} language={language} />
            )}
          </Suspense>
        </div>
        <aside className="vx-feed-sidebar" aria-label={t('home.sidebar')}>
          <div className="vx-feed-sidebar-section">
            <WeatherCard />
          </div>
          {isHome && <ReadersPanels />}
          <TopicCounts language={language} active={tab.id} onSelect={selectTab} />
        </aside>
      </div>
      <FooterLinks />
    </div>
  );
}
