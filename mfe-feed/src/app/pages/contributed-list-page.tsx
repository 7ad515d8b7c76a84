import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
import { AuthorNewsList } from '../../features/contributions/components/author-news-list';
import { useT } from '../../i18n';
import './pages.css';

/** /contributed-newslist/{id}: the stories one contributor has published. */
export function ContributedListPage() {
  const t = useT();
  const { id = '' } = useParams();
  useDocumentTitle(t('contributed.title'));

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-page-header">
        <p className="vx-kicker">{t('community.kicker')}</p>
        <h1 className="vx-feed-title">{t('contributed.title')}</h1>
      </header>
      <AuthorNewsList key={id} authorId={id} />
    </div>
  );
}
