import { Link, useParams } from 'react-router-dom';
import { isNotFound, useDocumentTitle, useSession, useStory } from '@voices/platform';
import { EmptyState, Spinner } from '@voices/ui';
import { EditStoryForm } from '../../features/compose/components/edit-story-form';
import '../../features/compose/components/compose.css';

/** `/contribute/edit/{id}`: the author changes a published story. */
export function EditNewsPage() {
  const { id = '' } = useParams();
  const user = useSession((state) => state.user);
  useDocumentTitle('Edit News');
  const { data: story, error, isPending, refetch } = useStory(user ? id : null);

  let body;
  if (!user) {
    body = (
      <EmptyState
        title="Please login to edit news"
        action={
          <Link className="vx-btn vx-btn-primary" to="/login">
            Login Now
          </Link>
        }
      />
    );
  } else if (isPending) {
    body = <Spinner label="Loading news…" showLabel size="lg" />;
  } else if (error || !story) {
    const missing = isNotFound(error);
    body = (
      <EmptyState
        title={missing ? 'News not found' : 'Error loading news'}
        action={
          missing ? undefined : (
            <button type="button" className="vx-btn vx-btn-primary" onClick={() => refetch()}>
              Try Again
            </button>
          )
        }
      />
    );
  } else if (story.authorId !== user.id) {
    body = <EmptyState title="You can only edit your own news" />;
  } else {
    body = <EditStoryForm key={story.id} story={story} />;
  }

  return (
    <section className="vx-container vx-compose-page" aria-labelledby="vx-edit-heading">
      <header className="vx-compose-page-head">
        <div>
          <p className="vx-kicker">Your stories</p>
          <h1 id="vx-edit-heading" className="vx-compose-page-title">
            Edit News
          </h1>
        </div>
        <div className="vx-compose-page-tools">
          <Link className="vx-btn vx-btn-ghost" to="/user">
            Go Back
          </Link>
        </div>
      </header>
      {body}
    </section>
  );
}
