import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
import { AuthorNewsList } from '../../features/contributions/components/author-news-list';
import { useT } from '../../i18n';
import './pages.css';

/** /news: the community's stories grouped by author; ?authorId= shows one author's. */
export function NewsListPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const authorId = searchParams.get('authorId') || searchParams.get('author') || null;
  useDocumentTitle(t('newsList.title'));

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-page-header">
        <p className="vx-kicker">{t('community.kicker')}</p>
        <h1 className="vx-feed-title">{t('newsList.title')}</h1>
        <p className="vx-feed-page-lead">{t('newsList.lead')}</p>
      </header>
      <AuthorNewsList key={authorId ?? ''} authorId={authorId} />
    </div>
  );
}
