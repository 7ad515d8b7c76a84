import {
  STORY_CATEGORIES,
  CONTENT_LANGUAGES,
  DEFAULT_AUTHOR_SECTION_POSITION,
  DEFAULT_LANGUAGE,
  TIMINGS,
  customHeadingKey,
  STORY_MESSAGES,
} from '@voices/contracts/constants';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, getSessionToken, storage, useSession } from '@voices/platform';
import { Modal, toast } from '@voices/ui';
import { enhanceStory } from '../api/enhance-story';
import { publishStory } from '../api/publish-story';
import { getCustomHeading, saveCustomHeading } from '../api/custom-heading';
import { LayoutOptions } from './layout-options';
import { ImagePicker, useObjectUrls } from './image-picker';
import { PublishSuccessDialog } from './publish-success-dialog';
import { ThemePreview } from './theme-preview';

const DEFAULT_CATEGORY = STORY_CATEGORIES[0];
const AI_HINT = 'Write your title and content above to enable AI enhancement';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function reason(error: unknown): string {
  return errorMessage(
    error,
    error instanceof Error && error.message ? error.message : 'Unknown error',
  );
}

interface HeadingNotice {
  kind: 'success' | 'error' | 'info';
  text: string;
}

export interface StoryFormProps {
  themeId: string;
  /** 8 on the compose screen, 6 in the dialog. */
  contentRows: number;
  /** The theme controls above the fields (the chooser, or Change/Save Theme). */
  themeSlot?: ReactNode;
  /** The compose screen sets the preview beside the fields; the dialog below them. */
  layout?: 'page' | 'dialog';
  submitLabel?: string;
}

/** The Share Your News form: fields, images, layout, live preview, publish and the AI step. */
export function StoryForm({
  themeId,
  contentRows,
  themeSlot,
  layout = 'page',
  submitLabel = 'Publish Now',
}: StoryFormProps) {
  const user = useSession((state) => state.user);
  const ids = {
    title: useId(),
    content: useId(),
    category: useId(),
    language: useId(),
    heading: useId(),
  };
  const [category, setCategory] = useState<string>(DEFAULT_CATEGORY);
  const [language, setLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [heading, setHeading] = useState('');
  const [media, setMedia] = useState<File[]>([]);
  const [position, setPosition] = useState<string>(DEFAULT_AUTHOR_SECTION_POSITION);
  const [showAdvertisement, setShowAdvertisement] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [publishing, setPublishing] = useState(false);
  const [aiBusy, setAiBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [headingNotice, setHeadingNotice] = useState<HeadingNotice | null>(null);
  const [headingSaving, setHeadingSaving] = useState(false);
  const [fullPreview, setFullPreview] = useState(false);
  const [published, setPublished] = useState<{ id: string; title: string } | null>(null);
  const idempotencyKey = useRef(newKey());
  const headingTouched = useRef(false);
  const mediaUrls = useObjectUrls(media);

  const userId = user?.id ?? '';
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const local = storage.get(customHeadingKey(userId, themeId)) ?? '';
    getCustomHeading(userId, themeId).then(
      (saved) => live && !headingTouched.current && setHeading(saved ?? local),
      () => live && !headingTouched.current && setHeading(local),
    );
    return () => {
      live = false;
    };
  }, [userId, themeId]);

  useEffect(() => {
    if (!headingNotice) return;
    const timer = setTimeout(() => setHeadingNotice(null), TIMINGS.headingNoticeMs);
    return () => clearTimeout(timer);
  }, [headingNotice]);

  const busy = publishing || aiBusy;
  const canEnhance = title.trim() !== '' && content.trim() !== '';

  const validate = (): boolean => {
    const next: { title?: string; content?: string } = {};
    if (!title.trim()) next.title = STORY_MESSAGES.titleRequired;
    if (!content.trim()) next.content = STORY_MESSAGES.contentRequired;
    setErrors(next);
    return !next.title && !next.content;
  };

  const reset = () => {
    setTitle('');
    setContent('');
    setCategory(DEFAULT_CATEGORY);
    setLanguage(DEFAULT_LANGUAGE);
    setMedia([]);
    setHeading('');
    headingTouched.current = true;
    setErrors({});
    setFailure(null);
    setImageError(null);
  };

  const publish = async (fields: { title: string; content: string; aiProcessed: boolean }) => {
    setPublishing(true);
    try {
      const answer = await publishStory(
        {
          ...fields,
          language,
          category,
          selectedTemplate: themeId,
          authorSectionPosition: position,
          showAdvertisement,
          customHeading: heading.trim(),
          media,
        },
        idempotencyKey.current,
      );
      if (!answer?.data) {
        setFailure('News submission failed - no response data');
        return;
      }
      idempotencyKey.current = newKey();
      setPublished({ id: answer.data.id ?? answer.data._id ?? '', title: answer.data.title });
      reset();
    } catch (error) {
      const message = errorMessage(
        error,
        error instanceof Error && error.message
          ? error.message
          : 'An error occurred during submission',
      );
      setFailure(`Error: ${message}`);
    } finally {
      setPublishing(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!validate()) return;
    void publish({ title: title.trim(), content: content.trim(), aiProcessed: false });
  };

  const onEnhance = async () => {
    if (busy) return;
    setFailure(null);
    if (!validate()) return;
    setAiBusy(true);
    let result: { summaryTitle: string; summaryContent: string };
    try {
      result = await enhanceStory(title.trim(), content.trim());
    } catch (error) {
      setFailure(`AI summarization failed: ${reason(error)}`);
      setAiBusy(false);
      return;
    }
    setAiBusy(false);
    setTitle(result.summaryTitle);
    setContent(result.summaryContent);
    await publish({
      title: result.summaryTitle,
      content: result.summaryContent,
      aiProcessed: true,
    });
  };

  const onSaveHeading = async () => {
    if (!userId) return;
    const text = heading.trim();
    storage.set(customHeadingKey(userId, themeId), text);
    if (!getSessionToken()) {
      setHeadingNotice({ kind: 'info', text: 'Heading saved locally. Please log in to sync.' });
      return;
    }
    setHeadingSaving(true);
    try {
      await saveCustomHeading(text, themeId);
      setHeadingNotice({ kind: 'success', text: 'Heading saved successfully!' });
    } catch {
      setHeadingNotice({ kind: 'error', text: 'Failed to save heading. Please try again.' });
    } finally {
      setHeadingSaving(false);
    }
  };

  const refuseImages = (message: string) => {
    setImageError(message);
    toast.error(message);
  };

  const previewStory = {
    title: title.trim(),
    content: content.trim(),
    category,
    language,
    author: user?.name ?? '',
    authorId: userId,
    authorPhoto: user?.photo ?? null,
    media: mediaUrls.filter(Boolean),
    createdAt: new Date().toISOString(),
  };
  const previewProps = {
    story: previewStory,
    themeId,
    heading: heading.trim(),
    showAdvertisement,
    authorSectionPosition: position,
  };

  return (
    <div className={`vx-compose-form-wrap is-${layout}`}>
      <form className="vx-compose-form vx-stack" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {themeSlot}
        <div className="vx-compose-pair">
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
            <label className="vx-label" htmlFor={ids.language}>
              Language
            </label>
            <select
              id={ids.language}
              className="vx-input"
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
            >
              {CONTENT_LANGUAGES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.title}>
            Article Title <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            className="vx-input"
            required
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            maxLength={200}
            value={title}
            placeholder="A clear, specific headline"
            onChange={(event) => {
              setTitle(event.target.value);
              if (errors.title) setErrors((prev) => ({ ...prev, title: undefined }));
            }}
          />
          {errors.title && <p className="vx-error-text">{errors.title}</p>}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.heading}>
            Custom Heading
          </label>
          <div className="vx-compose-inline">
            <input
              id={ids.heading}
              className="vx-input"
              value={heading}
              maxLength={200}
              placeholder="Your masthead, e.g. The Riverside Times"
              onChange={(event) => {
                headingTouched.current = true;
                setHeading(event.target.value);
              }}
            />
            <button
              type="button"
              className="vx-btn vx-btn-ghost"
              onClick={onSaveHeading}
              disabled={headingSaving}
            >
              {headingSaving ? 'Saving...' : 'Save'}
            </button>
          </div>
          {headingNotice && (
            <p
              role="status"
              className={headingNotice.kind === 'error' ? 'vx-error-text' : 'vx-compose-notice'}
            >
              {headingNotice.text}
            </p>
          )}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.content}>
            Article Content <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.content}
            className="vx-input"
            rows={contentRows}
            required
            aria-required="true"
            aria-invalid={errors.content ? true : undefined}
            value={content}
            placeholder="Tell readers what happened, where and why it matters."
            onChange={(event) => {
              setContent(event.target.value);
              if (errors.content) setErrors((prev) => ({ ...prev, content: undefined }));
            }}
          />
          {errors.content && <p className="vx-error-text">{errors.content}</p>}
        </div>

        <ImagePicker
          files={media}
          onChange={(files) => {
            setImageError(null);
            setMedia(files);
          }}
          onRefuse={refuseImages}
          disabled={busy}
        />
        {imageError && (
          <p className="vx-error-text" role="alert">
            {imageError}
          </p>
        )}

        <LayoutOptions
          name={`${ids.title}-position`}
          position={position}
          onPositionChange={setPosition}
          showAdvertisement={showAdvertisement}
          onShowAdvertisementChange={setShowAdvertisement}
        />

        {failure && (
          <div className="vx-alert vx-alert-error" role="alert">
            {failure}
          </div>
        )}

        <div className="vx-compose-actions">
          <button type="submit" className="vx-btn vx-btn-primary" disabled={busy}>
            {publishing ? 'Publishing...' : submitLabel}
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={busy || !canEnhance}
            onClick={onEnhance}
            aria-describedby={canEnhance ? undefined : `${ids.title}-ai-hint`}
          >
            {aiBusy ? 'Enhancing...' : 'AI Enhanced'}
          </button>
        </div>
        {!canEnhance && (
          <p id={`${ids.title}-ai-hint`} className="vx-help">
            {AI_HINT}
          </p>
        )}
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
          <ThemePreview {...previewProps} mode="card" />
        </div>
      </aside>

      <Modal
        open={fullPreview}
        title="Full Preview"
        size="xl"
        onClose={() => setFullPreview(false)}
      >
        {fullPreview && <ThemePreview {...previewProps} mode="full" />}
      </Modal>

      <PublishSuccessDialog
        open={published !== null}
        name={user?.name ?? ''}
        title={published?.title ?? ''}
        link={published?.id ? `/contribute/news/${encodeURIComponent(published.id)}` : '/home'}
        onClose={() => setPublished(null)}
      />
    </div>
  );
}
