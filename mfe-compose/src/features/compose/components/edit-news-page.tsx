import { STORY_CATEGORIES, DEFAULT_AUTHOR_SECTION_POSITION } from '@voices/contracts/constants';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, isApiError, resolveMediaPath, useSession } from '@voices/platform';
import type { Story } from '@voices/contracts';
import { ConfirmDialog, EmptyState, Modal, Spinner, toast } from '@voices/ui';
import { editStory } from '../api/edit-story';
import { useStory } from '../hooks/use-story';
import { useThemeRegistry } from '../hooks/use-theme-registry';
import { LayoutOptions } from './layout-options';
import { ImagePicker, useObjectUrls } from './image-picker';
import { ThemeChooser } from './theme-chooser';
import { ThemePreview } from './theme-preview';
import './compose.css';
import { useDocumentTitle } from '@voices/platform';

/** `/contribute/edit/{id}`: the author changes a published story. */
export function EditNewsPage() {
  const { id = '' } = useParams();
  const user = useSession((state) => state.user);
  useDocumentTitle('Edit News');
  const { story, error, loading, reload } = useStory(id, user !== null);

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
  } else if (loading) {
    body = <Spinner label="Loading news…" showLabel size="lg" />;
  } else if (error || !story) {
    const missing = isApiError(error) && error.status === 404;
    body = (
      <EmptyState
        title={missing ? 'News not found' : 'Error loading news'}
        action={
          missing ? undefined : (
            <button type="button" className="vx-btn vx-btn-primary" onClick={reload}>
              Try Again
            </button>
          )
        }
      />
    );
  } else if (story.authorId !== user.id) {
    body = <EmptyState title="You can only edit your own news" />;
  } else {
    body = <EditForm story={story} />;
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

function EditForm({ story }: { story: Story }) {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const registry = useThemeRegistry();
  const ids = { title: useId(), content: useId(), category: useId() };
  const [title, setTitle] = useState(story.title);
  const [content, setContent] = useState(story.content);
  const [category, setCategory] = useState(story.category || STORY_CATEGORIES[0]);
  const [themeId, setThemeId] = useState(() =>
    registry.normalize(story.selectedTemplate ?? story.theme),
  );
  const [position, setPosition] = useState(
    story.authorSectionPosition || DEFAULT_AUTHOR_SECTION_POSITION,
  );
  const [showAdvertisement, setShowAdvertisement] = useState(story.showAdvertisement);
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fullPreview, setFullPreview] = useState(false);
  const addedUrls = useObjectUrls(added);

  useEffect(() => {
    setThemeId(registry.normalize(story.selectedTemplate ?? story.theme));
  }, [registry, story.selectedTemplate, story.theme]);

  const kept = story.media
    .map((name, index) => ({ name, index }))
    .filter((entry) => !removed.includes(entry.name));
  const existing = kept.map(({ name, index }) => ({
    name,
    url: resolveMediaPath(story.thumbnails[index] || name) ?? '',
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      setProblem('Title and content are required');
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const update = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      await editStory(story.id, {
        title: title.trim(),
        content: content.trim(),
        category,
        selectedTemplate: themeId,
        authorSectionPosition: position,
        showAdvertisement,
        removedMedia: removed,
        media: added,
      });
      toast.success('News updated successfully!');
      navigate('/user');
    } catch (error) {
      setProblem(errorMessage(error, 'Error editing news'));
      setSaving(false);
    }
  };

  const preview = {
    story: {
      title: title.trim(),
      content: content.trim(),
      category,
      language: story.language,
      author: story.author || user?.name || '',
      authorId: story.authorId,
      authorPhoto: story.authorPhoto,
      media: [...kept.map((entry) => entry.name), ...addedUrls.filter(Boolean)],
      createdAt: story.createdAt,
    },
    themeId,
    heading: story.customHeading ?? '',
    showAdvertisement,
    authorSectionPosition: position,
  };

  return (
    <div className="vx-compose-form-wrap is-page">
      <form className="vx-compose-form vx-stack" onSubmit={onSubmit} noValidate aria-busy={saving}>
        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.title}>
            Title <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            className="vx-input"
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.category}>
            Category
          </label>
          <select
            id={ids.category}
            className="vx-input"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {STORY_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.content}>
            Content <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.content}
            className="vx-input"
            rows={8}
            required
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <div className="vx-field">
          <span className="vx-label">Theme</span>
          <ThemeChooser
            themes={registry.themes}
            selected={themeId}
            onChoose={(next) => setThemeId(registry.normalize(next))}
          />
        </div>
        <ImagePicker
          files={added}
          onChange={setAdded}
          onRefuse={(message) => {
            setProblem(message);
            toast.error(message);
          }}
          existing={existing}
          onRemoveExisting={(name) => setRemoved((list) => [...list, name])}
          label="Images"
          disabled={saving}
        />
        <LayoutOptions
          name={`${ids.title}-position`}
          position={position}
          onPositionChange={setPosition}
          showAdvertisement={showAdvertisement}
          onShowAdvertisementChange={setShowAdvertisement}
        />
        {problem && (
          <div className="vx-alert vx-alert-error" role="alert">
            {problem}
          </div>
        )}
        <div className="vx-compose-actions">
          <button type="submit" className="vx-btn vx-btn-primary" disabled={saving}>
            {saving ? 'Updating...' : 'Update News'}
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={saving}
            onClick={() => navigate('/user')}
          >
            Cancel
          </button>
        </div>
      </form>

      <aside className="vx-compose-preview" aria-label="Live Preview">
        <div className="vx-compose-preview-head">
          <h2 className="vx-compose-preview-title">Live Preview</h2>
          <button
            type="button"
            className="vx-btn vx-btn-ghost vx-btn-sm"
            onClick={() => setFullPreview(true)}
          >
            View Full Preview
          </button>
        </div>
        <div className="vx-compose-preview-frame">
          <ThemePreview {...preview} mode="card" />
        </div>
      </aside>

      <Modal
        open={fullPreview}
        title="Full Preview"
        size="xl"
        onClose={() => setFullPreview(false)}
      >
        {fullPreview && <ThemePreview {...preview} mode="full" />}
      </Modal>

      <ConfirmDialog
        open={confirming}
        title="Confirm Update"
        message="Are you sure you want to update this news?"
        confirmLabel="Update News"
        cancelLabel="Cancel"
        onConfirm={update}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
