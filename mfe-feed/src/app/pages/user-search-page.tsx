import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useAuthorNews, useDocumentTitle } from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
import { EmptyList, ErrorState, LoadingState } from '../../components/list-states';
import { ArticleCard } from '../../components/articles/article-card';
import './pages.css';

/** /user/search?q={name}: what a writer or news source published, from a card's byline. */
export function UserSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const news = useAuthorNews(query);
  const inputId = useId();
  const [text, setText] = useState(query);
  useDocumentTitle(query ? `Stories by ${query}` : 'Find an author');

  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (name) setSearchParams({ q: name });
  };

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-page-header">
        <p className="vx-kicker">Authors and sources</p>
        <h1 className="vx-feed-title">{query ? `Stories by ${query}` : 'Find an author'}</h1>
        <form className="vx-feed-search vx-feed-author-search" role="search" onSubmit={submit}>
          <label htmlFor={inputId} className="vx-visually-hidden">
            Author or source name
          </label>
          <input
            id={inputId}
            className="vx-input"
            type="search"
            placeholder="Author or source name"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="vx-btn vx-btn-primary">
            Find
          </button>
        </form>
      </header>
      {!query ? (
        <EmptyList
          title="Whose stories are you looking for?"
          message="Type the name of a writer or a news source."
        />
      ) : news.isError && !news.isFetching ? (
        <ErrorState
          message={errorMessage(news.error, 'Failed to fetch author news')}
          onRetry={() => void news.refetch()}
        />
      ) : !news.data ? (
        <LoadingState label="Loading news..." />
      ) : news.data.length === 0 ? (
        <EmptyList
          title="No news from this author"
          message="This author hasn't published any news yet."
        />
      ) : (
        <div className="vx-feed-grid">
          {news.data.map((article, index) => (
            <ArticleCard key={article.id} article={article} eagerImage={index < 3} />
          ))}
        </div>
      )}
    </div>
  );
}
