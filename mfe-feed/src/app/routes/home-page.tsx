import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, FEED_TABS, type FeedTab } from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
import { EmptyList, ErrorState, LoadingState } from '../../components/list-states';
import { PagedArticleList } from '../../components/paged-article-list';
import { ArticleCard } from '../../features/articles/components/article-card';
import { FollowedAuthorsPanel } from '../../features/authors/components/followed-authors-panel';
import { SuggestionsPanel } from '../../features/authors/components/suggestions-panel';
import { LatestStories } from '../../features/contributions/components/latest-stories';
import { useCategoryNews } from '../../features/feed/api/get-category-news';
import { useReverseGeocode } from '../../features/feed/api/reverse-geocode';
import { useSearchNews } from '../../features/feed/api/search-news';
import { CategoryTabs, tabElementId } from '../../features/feed/components/category-tabs';
import { ComposeNewsButton } from '../../features/feed/components/compose-news-button';
import { FooterLinks } from '../../features/feed/components/footer-links';
import { LanguagePicker } from '../../features/feed/components/language-picker';
import { LocationBar } from '../../features/feed/components/location-bar';
import { SearchBox } from '../../features/feed/components/search-box';
import { SubFilters } from '../../features/feed/components/sub-filters';
import { TopStories } from '../../features/feed/components/top-stories';
import { TopicCounts, topicLabel } from '../../features/feed/components/topic-counts';
import { WeatherCard } from '../../features/weather/components/weather-card';
import { useGeolocation } from '../../hooks/use-geolocation';
import { articleId, articleImage, type Article } from '../../lib/article';
import { useContentLanguage } from '../../lib/content-language';
import './home-page.css';
import { useDocumentTitle } from '@voices/platform';

/** Items per page: the front page fills its sections from one page, a tab shows a grid of twelve. */
const HOME_PAGE_SIZE = 20;
const TAB_PAGE_SIZE = 12;
/** The front page's fixed slices: lead and three numbered, six latest, the rest recommended. */
const TOP_COUNT = 4;
const LATEST_COUNT = 6;

const HOME_TAB = FEED_TABS[0] as FeedTab;

/** A tab, or a topic of the sidebar that is not a tab (politics, science, …) shown the same way. */
function findTab(id: string | null): FeedTab {
  const tab = FEED_TABS.find((candidate) => candidate.id === id);
  if (tab) return tab;
  if (id && /^[a-z][a-z-]{1,39}$/.test(id)) return { id, label: topicLabel(id), subcategories: [] };
  return HOME_TAB;
}

function hasImage(article: Article): boolean {
  return articleImage(article) !== null;
}

/** A word of the search is in the headline or summary (a short stem too: 'elections' finds 'election'). */
export function matchesSearch(article: Article, query: string): boolean {
  const haystack = `${article.title ?? ''} ${article.description ?? ''}`.toLocaleLowerCase();
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  return words.some((word) => {
    if (haystack.includes(word)) return true;
    return word.length > 4 && haystack.includes(word.slice(0, Math.max(4, word.length - 2)));
  });
}

function Card({ article, index }: { article: Article; index: number }) {
  return <ArticleCard article={article} eagerImage={index < 3} />;
}

function FrontPage({ language }: { language: string }) {
  const list = useCategoryNews({ category: 'home', language, limit: HOME_PAGE_SIZE });
  const latestId = useId();
  const recommendedId = useId();

  if (list.status === 'loading' || list.status === 'idle') {
    return <LoadingState label="Loading Home news..." />;
  }
  if (list.status === 'error') {
    return (
      <ErrorState
        message={errorMessage(list.error, 'Failed to fetch Home news.')}
        onRetry={list.retry}
      />
    );
  }
  if (list.items.length === 0) {
    return (
      <>
        <EmptyList title="No Home news articles found." />
        <LatestStories />
      </>
    );
  }

  const leadIndex = Math.max(
    0,
    list.items.slice(0, TOP_COUNT * 2).findIndex((article) => hasImage(article)),
  );
  const lead = list.items[leadIndex] as Article;
  const rest = list.items.filter((_, index) => index !== leadIndex);
  const numbered = rest.slice(0, TOP_COUNT - 1);
  const latest = rest.slice(TOP_COUNT - 1, TOP_COUNT - 1 + LATEST_COUNT);
  const recommended = { ...list, items: rest.slice(TOP_COUNT - 1 + LATEST_COUNT) };

  return (
    <>
      <TopStories lead={lead} items={numbered} />
      {latest.length > 0 && (
        <section className="vx-feed-block" aria-labelledby={latestId}>
          <h2 id={latestId} className="vx-feed-section-title">
            Latest News
          </h2>
          <div className="vx-feed-grid">
            {latest.map((article, index) => (
              <Card key={articleId(article) || index} article={article} index={index} />
            ))}
          </div>
        </section>
      )}
      <LatestStories />
      {(recommended.items.length > 0 || recommended.nextPage !== null) && (
        <section className="vx-feed-block" aria-labelledby={recommendedId}>
          <h2 id={recommendedId} className="vx-feed-section-title">
            Recommended
          </h2>
          <PagedArticleList
            list={recommended}
            label="Home"
            empty={null}
            renderItem={(article) => <ArticleCard article={article} />}
          />
        </section>
      )}
    </>
  );
}

function CategoryNews({
  tab,
  subcategory,
  language,
}: {
  tab: FeedTab;
  subcategory: string | null;
  language: string;
}) {
  const list = useCategoryNews({ category: tab.id, language, subcategory, limit: TAB_PAGE_SIZE });
  return (
    <PagedArticleList
      list={list}
      label={tab.label}
      className="vx-feed-grid vx-feed-grid-lead"
      renderItem={(article, index) => (
        <ArticleCard
          article={article}
          eagerImage={index < 3}
          layout={index === 0 ? 'horizontal' : 'stacked'}
        />
      )}
    />
  );
}

function LocalNews({ language }: { language: string }) {
  const [named, setNamed] = useState<string | null>(null);
  const position = useGeolocation(named === null);
  const place = useReverseGeocode(position.status === 'success' ? position.data : null);
  const found =
    place.status === 'success'
      ? place.data?.state || place.data?.region || place.data?.county || null
      : null;
  const state = named ?? found;
  const list = useCategoryNews(
    state ? { category: 'local', language, state, limit: TAB_PAGE_SIZE } : null,
  );
  const locating = named === null && (position.status === 'loading' || place.status === 'loading');

  return (
    <>
      <LocationBar place={state} onRename={setNamed} />
      {state ? (
        <PagedArticleList
          list={list}
          label="Local"
          className="vx-feed-grid vx-feed-grid-lead"
          renderItem={(article, index) => (
            <ArticleCard article={article} layout={index === 0 ? 'horizontal' : 'stacked'} />
          )}
        />
      ) : locating ? (
        <LoadingState label="Finding your location..." />
      ) : (
        <EmptyList
          title="No Local news articles found."
          message="Allow location access, or set your location, to see news from your area."
        />
      )}
    </>
  );
}

function SearchResults({
  query,
  language,
  onClear,
}: {
  query: string;
  language: string;
  onClear: () => void;
}) {
  const list = useSearchNews(query, language);
  const titleId = useId();
  return (
    <section className="vx-feed-block" aria-labelledby={titleId}>
      <header className="vx-feed-section-header">
        <h2 id={titleId} className="vx-feed-section-title">
          Results for “{query}”
        </h2>
        <button type="button" className="vx-btn vx-btn-sm" onClick={onClear}>
          Clear search
        </button>
      </header>
      <PagedArticleList
        list={list}
        label="matching"
        moreText="Show More Results"
        errorText="Failed to fetch news"
        filter={(article) => hasImage(article) && matchesSearch(article, query)}
        empty={
          <EmptyList title={`No news articles found for “${query}”.`} message="Try other words." />
        }
        renderItem={(article, index) => <ArticleCard article={article} eagerImage={index < 3} />}
      />
    </section>
  );
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** /home and /unified: the front page of spec 001 §2. */
export function HomePage() {
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

  useDocumentTitle(query ? `Search: ${query}` : isHome ? 'Home' : `${tab.label} News`);

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
          <p className="vx-feed-dateline">
            {new Date().toLocaleDateString(undefined, DATE_FORMAT)}
          </p>
          <SearchBox value={query} onSearch={(q) => update({ q: q || null })} />
          <div className="vx-feed-toolbar-end">
            <LanguagePicker />
            <ComposeNewsButton />
          </div>
        </div>
        <h1 className="vx-feed-title">{isHome ? 'Front Page' : `${tab.label} News`}</h1>
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
            : { 'aria-label': `${tab.label} News` })}
          tabIndex={-1}
        >
          {query ? (
            <SearchResults query={query} language={language} onClear={() => update({ q: null })} />
          ) : isHome ? (
            <FrontPage language={language} />
          ) : tab.id === 'local' ? (
            <LocalNews language={language} />
          ) : (
            <CategoryNews key={tab.id} tab={tab} subcategory={subcategory} language={language} />
          )}
        </div>
        <aside className="vx-feed-sidebar" aria-label="More on Voices">
          <div className="vx-feed-sidebar-section">
            <WeatherCard />
          </div>
          {isHome && <FollowedAuthorsPanel />}
          {isHome && <SuggestionsPanel />}
          <TopicCounts language={language} active={tab.id} onSelect={selectTab} />
        </aside>
      </div>
      <FooterLinks />
    </div>
  );
}
