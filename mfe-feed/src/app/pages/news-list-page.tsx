import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@voices/platform';
import { BackToHome } from '../../components/back-to-home';
import { AuthorNewsList } from '../../features/contributions/components/author-news-list';
import './pages.css';

/** /news: the community's stories grouped by author; ?authorId= shows one author's. */
export function NewsListPage() {
  const [searchParams] = useSearchParams();
  const authorId = searchParams.get('authorId') || searchParams.get('author') || null;
  useDocumentTitle('Latest News');

  return (
    <div className="vx-feed-page vx-container">
      <BackToHome />
      <header className="vx-feed-page-header">
        <p className="vx-kicker">Community</p>
        <h1 className="vx-feed-title">Latest News</h1>
        <p className="vx-feed-page-lead">
          Stories shared by Voices contributors, grouped by author.
        </p>
      </header>
      <AuthorNewsList key={authorId ?? ''} authorId={authorId} />
    </div>
  );
}
