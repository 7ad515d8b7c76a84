import { useParams } from 'react-router-dom';
import { DISPLAY_LIMITS, useDocumentTitle } from '@voices/platform';
import { useNews } from '@voices/platform/api';
import { ShareMenu } from '@voices/ui/share-menu';
import { BackToHome } from '../../components/back-to-home';
import { ErrorState, LoadingState } from '../../components/list-states';
import { RelatedNews } from '../../components/articles/related-news';
import { ReportButton } from '../../components/articles/report-button';
import { SaveButton } from '../../components/articles/save-button';
import { NewsArticle } from '../../features/news/components/news-article';
import { NEWS_ID_REQUIRED, newsErrorMessage } from '../../features/news/utils/news-error-message';
import { articleTitle, shareUrl } from '../../lib/article';
import { useT } from '../../i18n';
import './pages.css';

/** /news/{id}: one story or source item in full, with related stories beside it. */
export function NewsDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const newsId = id.trim();
  const news = useNews(newsId || null);
  const article = news.data;
  useDocumentTitle(article ? articleTitle(article) : t('article.title'));

  const failure = !newsId ? new Error(NEWS_ID_REQUIRED) : news.isError ? news.error : null;

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      {failure && !news.isFetching ? (
        <>
          <h1 className="vx-feed-title">{t('article.title')}</h1>
          <ErrorState message={newsErrorMessage(failure)} onRetry={() => void news.refetch()} />
        </>
      ) : !article ? (
        <LoadingState label={t('article.loading')} />
      ) : (
        <div className="vx-feed-layout">
          <div className="vx-feed-main">
            <NewsArticle
              article={article}
              actions={
                <>
                  <ShareMenu
                    url={shareUrl(article)}
                    title={articleTitle(article)}
                    menuLabel={t('card.share')}
                    buttonClassName="vx-feed-action"
                    placement="above"
                  />
                  <SaveButton article={article} />
                  <ReportButton article={article} />
                </>
              }
            />
          </div>
          <aside className="vx-feed-sidebar" aria-label={t('related.title')}>
            <RelatedNews
              article={article}
              requested
              open
              limit={DISPLAY_LIMITS.relatedInPortal}
              headingLevel={2}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
