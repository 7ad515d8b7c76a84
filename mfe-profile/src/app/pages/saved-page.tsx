import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  categoryLabel,
  errorMessage,
  formatRelativeTime,
  resolveImagePath,
  useDocumentTitle,
  useSession,
  type SavedContribution,
} from '@voices/platform';
import { useClearSaved, useRemoveSavedStory, useSavedStories } from '@voices/platform/api';
import { ConfirmDialog, EmptyState, toast } from '@voices/ui';
import '../../features/saved-news/components/saved-page.css';
import { t as translate, useT, useCommon } from '../../i18n';

type SavedItem = SavedContribution;

/** The article view of a saved story: its id again in the query, and its category when known. */
export function savedItemPath(item: Pick<SavedItem, '_id' | 'category'>): string {
  const id = encodeURIComponent(item._id);
  const category = item.category ? `&category=${encodeURIComponent(item.category)}` : '';
  return `/contribute/news/${id}?id=${id}${category}`;
}

function SavedImage({ image }: { image?: string | null }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <div className="vx-profile-saved-image vx-profile-saved-image--empty" aria-hidden="true">
        {t('common.noImage')}
      </div>
    );
  }
  return (
    <img
      className="vx-profile-saved-image"
      src={resolveImagePath(image)}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function SavedCard({ item }: { item: SavedItem }) {
  const t = useT();
  const common = useCommon();
  const navigate = useNavigate();
  const titleId = useId();
  const remove = useRemoveSavedStory();

  return (
    <article className="vx-card vx-profile-saved-card" aria-labelledby={titleId}>
      <SavedImage key={item.image ?? ''} image={item.image} />
      <div className="vx-profile-saved-body">
        {item.category && (
          <p className="vx-profile-saved-category">{categoryLabel(item.category)}</p>
        )}
        <h2 id={titleId} className="vx-profile-saved-title">
          {item.title || t('common.noTitle')}
        </h2>
        <p className="vx-profile-saved-meta">
          <span>{item.author || t('saved.contributor')}</span>
          {item.submittedAt && (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={String(item.submittedAt)}>
                {formatRelativeTime(item.submittedAt)}
              </time>
            </>
          )}
        </p>
        <div className="vx-profile-saved-actions">
          <button
            type="button"
            className="vx-btn vx-btn-primary"
            onClick={() => navigate(savedItemPath(item))}
          >
            {common.t('action.open')}
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(item._id, {
                onError: (error) =>
                  toast.error(errorMessage(error, translate('saved.removeFailed'))),
              })
            }
          >
            {common.t('action.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}

/** Saved articles, newest first: a member's from their account, a visitor's from this browser. */
export function SavedPage() {
  const t = useT();
  const common = useCommon();
  useDocumentTitle(t('saved.title'));
  const { items } = useSavedStories();
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const clear = useClearSaved();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const headingId = useId();

  return (
    <section className="vx-container vx-profile-saved" aria-labelledby={headingId}>
      <header className="vx-profile-saved-header">
        <div>
          <p className="vx-profile-saved-kicker">{t('common.yourVoices')}</p>
          <h1 id={headingId} className="vx-profile-saved-heading">
            {t('saved.title')}
          </h1>
          <p className="vx-profile-saved-lead">
            {signedIn ? t('saved.leadMember') : t('saved.leadVisitor')}
          </p>
        </div>
        {items.length > 0 && (
          <button
            type="button"
            className="vx-btn vx-btn-danger"
            onClick={() => setConfirmingClear(true)}
          >
            {t('common.clearAll')}
          </button>
        )}
      </header>

      {items.length === 0 ? (
        <EmptyState
          title={t('saved.emptyTitle')}
          message={t('saved.emptyMessage')}
          action={
            <Link className="vx-btn vx-btn-primary" to="/home">
              {t('saved.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="vx-profile-saved-list">
          {items.map((item) => (
            <li key={item._id}>
              <SavedCard item={item} />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirmingClear}
        title={t('common.clearAll')}
        message={signedIn ? t('saved.clearMember') : t('saved.clearVisitor')}
        confirmLabel={t('common.clearAll')}
        cancelLabel={common.t('action.cancel')}
        danger
        onConfirm={() => {
          setConfirmingClear(false);
          clear.mutate(undefined, {
            onError: (error) => toast.error(errorMessage(error, translate('saved.clearFailed'))),
          });
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </section>
  );
}
