import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useDocumentTitle } from '@voices/platform';
import { useAuthorNews } from '@voices/platform/api';
import { BackToHome } from '../../components/back-to-home';
import { EmptyList, ErrorState, LoadingState } from '../../components/list-states';
import { ArticleCard } from '../../components/articles/article-card';
import { useT } from '../../features/authors/i18n';
import { useT as useListT } from '../../features/contributions/i18n';
import './pages.css';

/** /user/search?q={name}: what a writer or news source published, from a card's byline. */
export function UserSearchPage() {
  const t = useT();
  const listT = useListT();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const news = useAuthorNews(query);
  const inputId = useId();
  const [text, setText] = useState(query);
  const title = query ? listT('stories.by', { name: query }) : t('userSearch.title');
  useDocumentTitle(title);

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
        <p className="vx-kicker">{t('userSearch.kicker')}</p>
        <h1 className="vx-feed-title">{title}</h1>
        <form className="vx-feed-search vx-feed-author-search" role="search" onSubmit={submit}>
          <label htmlFor={inputId} className="vx-visually-hidden">
            {t('userSearch.field')}
          </label>
          <input
            id={inputId}
            className="vx-input"
            type="search"
            placeholder={t('userSearch.field')}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="vx-btn vx-btn-primary">
            {t('userSearch.submit')}
          </button>
        </form>
      </header>
      {!query ? (
        <EmptyList title={t('userSearch.promptTitle')} message={t('userSearch.promptMessage')} />
      ) : news.isError && !news.isFetching ? (
        <ErrorState
          message={errorMessage(news.error, t('userSearch.error'))}
          onRetry={() => void news.refetch()}
        />
      ) : !news.data ? (
        <LoadingState label={listT('news.loading')} />
      ) : news.data.length === 0 ? (
        <EmptyList
          title={listT('news.noneFromAuthor')}
          message={listT('news.noneFromAuthorMessage')}
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
