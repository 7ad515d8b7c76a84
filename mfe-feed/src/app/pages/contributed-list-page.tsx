import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
import { AuthorNewsList } from '../../features/contributions/components/author-news-list';
import './pages.css';

/** /contributed-newslist/{id}: the stories one contributor has published. */
export function ContributedListPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Contributed News');

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-page-header">
        <p className="vx-kicker">Community</p>
        <h1 className="vx-feed-title">Contributed News</h1>
      </header>
      <AuthorNewsList key={id} authorId={id} />
    </div>
  );
}
