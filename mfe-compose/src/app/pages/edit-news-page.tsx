import { Link, useParams } from 'react-router-dom';
import { isNotFound, useDocumentTitle, useSession } from '@voices/platform';
import { useStory } from '@voices/platform/api';
import { EmptyState, Spinner } from '@voices/ui';
import { EditStoryForm } from '../../features/compose/components/edit-story-form';
import '../../features/compose/components/compose.css';
import { useT } from '../../i18n';

/** `/contribute/edit/{id}`: the author changes a published story. */
export function EditNewsPage() {
  const { id = '' } = useParams();
  const user = useSession((state) => state.user);
  const t = useT();
  useDocumentTitle(t('edit.title'));
  const { data: story, error, isPending, refetch } = useStory(user ? id : null);

  let body;
  if (!user) {
    body = (
      <EmptyState
        title={t('edit.loginRequired')}
        action={
          <Link className="vx-btn vx-btn-primary" to="/login">
            {t('edit.loginNow')}
          </Link>
        }
      />
    );
  } else if (isPending) {
    body = <Spinner label={t('edit.loading')} showLabel size="lg" />;
  } else if (error || !story) {
    const missing = isNotFound(error);
    body = (
      <EmptyState
        title={missing ? t('edit.notFound') : t('edit.loadFailed')}
        action={
          missing ? undefined : (
            <button type="button" className="vx-btn vx-btn-primary" onClick={() => refetch()}>
              {t('edit.tryAgain')}
            </button>
          )
        }
      />
    );
  } else if (story.authorId !== user.id) {
    body = <EmptyState title={t('edit.notYours')} />;
  } else {
    body = <EditStoryForm key={story.id} story={story} />;
  }

  return (
    <section className="vx-container vx-compose-page" aria-labelledby="vx-edit-heading">
      <header className="vx-compose-page-head">
        <div>
          <p className="vx-kicker">{t('edit.kicker')}</p>
          <h1 id="vx-edit-heading" className="vx-compose-page-title">
            {t('edit.title')}
          </h1>
        </div>
        <div className="vx-compose-page-tools">
          <Link className="vx-btn vx-btn-ghost" to="/user">
            {t('edit.goBack')}
          </Link>
        </div>
      </header>
      {body}
    </section>
  );
}
