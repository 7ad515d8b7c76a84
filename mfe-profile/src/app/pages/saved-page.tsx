import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatRelativeTime,
  resolveImagePath,
  savedNews,
  useDocumentTitle,
  useSavedNews,
} from '@voices/platform';
import { ConfirmDialog, EmptyState } from '@voices/ui';
import '../../features/saved-news/components/saved-page.css';

type SavedItem = ReturnType<typeof useSavedNews>[number];

/** The article view of a saved story: its id again in the query, and its category when known. */
export function savedItemPath(item: Pick<SavedItem, '_id' | 'category'>): string {
  const id = encodeURIComponent(item._id);
  const category = item.category ? `&category=${encodeURIComponent(item.category)}` : '';
  return `/contribute/news/${id}?id=${id}${category}`;
}

function SavedImage({ image }: { image?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <div className="vx-profile-saved-image vx-profile-saved-image--empty" aria-hidden="true">
        No Image Available
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
  const navigate = useNavigate();
  const titleId = useId();

  return (
    <article className="vx-card vx-profile-saved-card" aria-labelledby={titleId}>
      <SavedImage key={item.image ?? ''} image={item.image} />
      <div className="vx-profile-saved-body">
        {item.category && <p className="vx-profile-saved-category">{item.category}</p>}
        <h2 id={titleId} className="vx-profile-saved-title">
          {item.title || 'No Title'}
        </h2>
        <p className="vx-profile-saved-meta">
          <span>{item.author || 'Contributor'}</span>
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
            Open
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            onClick={() => savedNews.remove(item._id)}
          >
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}

/** Articles saved in this browser, newest first. */
export function SavedPage() {
  useDocumentTitle('Saved News');
  const items = useSavedNews();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const headingId = useId();

  return (
    <section className="vx-container vx-profile-saved" aria-labelledby={headingId}>
      <header className="vx-profile-saved-header">
        <div>
          <p className="vx-profile-saved-kicker">Your Voices</p>
          <h1 id={headingId} className="vx-profile-saved-heading">
            Saved News
          </h1>
          <p className="vx-profile-saved-lead">Stories you saved on this browser to read later.</p>
        </div>
        {items.length > 0 && (
          <button
            type="button"
            className="vx-btn vx-btn-danger"
            onClick={() => setConfirmingClear(true)}
          >
            Clear All
          </button>
        )}
      </header>

      {items.length === 0 ? (
        <EmptyState
          title="No saved articles yet."
          message="Save a story from its menu and it will wait for you here."
          action={
            <Link className="vx-btn vx-btn-primary" to="/home">
              Browse the news
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
        title="Clear All"
        message="Remove every saved article from this browser? This cannot be undone."
        confirmLabel="Clear All"
        cancelLabel="Cancel"
        danger
        onConfirm={() => {
          savedNews.clear();
          setConfirmingClear(false);
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </section>
  );
}
