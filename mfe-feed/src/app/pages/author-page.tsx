import { Link, useParams } from 'react-router-dom';
import { errorMessage, isApiError, isObjectId, useDocumentTitle } from '@voices/platform';
import { useUserProfile } from '@voices/platform/api';
import { BackToHome } from '../../components/back-to-home';
import { EmptyList, ErrorState, LoadingState } from '../../components/list-states';
import { ArticleCard } from '../../components/articles/article-card';
import { AuthorProfileHeader } from '../../features/authors/components/author-profile-header';
import { personName } from '../../lib/article';
import { useT } from '../../features/authors/i18n';
import './pages.css';

/** /user/{authorId}: an author and their stories, linked from article cards. */
export function AuthorPage() {
  const t = useT();
  const { authorId = '' } = useParams();
  const valid = isObjectId(authorId);
  const profile = useUserProfile(valid ? authorId : null);
  const data = profile.data;
  useDocumentTitle(data ? personName(data.user) : t('author.title'));

  const missing =
    !valid ||
    (profile.isError && isApiError(profile.error) && [400, 404].includes(profile.error.status));

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      {missing ? (
        <>
          <h1 className="vx-feed-title">{t('author.title')}</h1>
          <EmptyList title={t('author.notFound')} message={t('author.notFoundMessage')} />
        </>
      ) : profile.isError && !profile.isFetching ? (
        <>
          <h1 className="vx-feed-title">{t('author.title')}</h1>
          <ErrorState
            message={errorMessage(profile.error, t('author.loadError'))}
            onRetry={() => void profile.refetch()}
          />
        </>
      ) : !data ? (
        <LoadingState label={t('author.loading')} />
      ) : (
        <>
          <AuthorProfileHeader user={data.user} storyCount={data.news.length} />
          <section className="vx-feed-block" aria-labelledby="vx-feed-author-stories">
            <header className="vx-feed-section-header">
              <h2 id="vx-feed-author-stories" className="vx-feed-section-title">
                {t('author.stories')}
              </h2>
              {data.news.length > 0 && (
                <Link
                  className="vx-feed-section-link"
                  to={`/news?authorId=${encodeURIComponent(authorId)}`}
                >
                  {t('author.allStories', { name: personName(data.user) })}
                </Link>
              )}
            </header>
            {data.news.length === 0 ? (
              <EmptyList title={t('author.noArticles')} message={t('author.noArticlesMessage')} />
            ) : (
              <div className="vx-feed-grid">
                {data.news.map((story, index) => (
                  <ArticleCard key={story.id} article={story} eagerImage={index < 3} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
