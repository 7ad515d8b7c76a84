import { DISPLAY_LIMITS } from '@voices/contracts/constants';
import { useParams } from 'react-router-dom';
import { BackToHome } from '../../components/back-to-home';
import { ErrorState, LoadingState } from '../../components/list-states';
import { RelatedNews } from '../../features/articles/components/related-news';
import { SaveButton } from '../../features/articles/components/save-button';
import { newsErrorMessage, useNews } from '../../features/news/api/get-news';
import { NewsArticle } from '../../features/news/components/news-article';
import { articleTitle, shareUrl } from '../../lib/article';
import { ShareMenu } from '@voices/ui';
import './pages.css';
import { useDocumentTitle } from '@voices/platform';

/** /news/{id}: one story or source item in full, with related stories beside it. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const news = useNews(id);
  const article = news.status === 'success' ? news.data : undefined;
  useDocumentTitle(article ? articleTitle(article) : 'Article');

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      {news.status === 'error' ? (
        <>
          <h1 className="vx-feed-title">Article</h1>
          <ErrorState message={newsErrorMessage(news.error)} onRetry={news.reload} />
        </>
      ) : !article ? (
        <LoadingState label="Loading news article..." />
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
                    menuLabel="Share this article"
                    buttonClassName="vx-feed-action"
                    placement="above"
                  />
                  <SaveButton article={article} />
                </>
              }
            />
          </div>
          <aside className="vx-feed-sidebar" aria-label="Related Stories">
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
