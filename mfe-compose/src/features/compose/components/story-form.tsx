import {
  DEFAULT_AUTHOR_SECTION_POSITION,
  DEFAULT_LANGUAGE,
  DEFAULT_STORY_CATEGORY,
  CONTENT_LANGUAGES,
  STORY_CATEGORIES,
  DRAFT_KEYS,
  TIMINGS,
  customHeadingKey,
} from '@voices/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import {
  errorMessage,
  getSessionToken,
  storage,
  useCustomHeading,
  usePublishStory,
  useSaveCustomHeading,
  useSession,
} from '@voices/platform';
import {
  maxLengthOf,
  storyFormSchema,
  useSchemaForm,
  type StoryFormValues,
} from '@voices/platform/forms';
import { toast } from '@voices/ui';
import { useEnhanceStory } from '../hooks/use-enhance-story';
import { useStoryDraft } from '../hooks/use-story-draft';
import { offersAdvertisement } from '../lib/advertisement';
import { DraftPrompt } from './draft-prompt';
import { LayoutOptions } from './layout-options';
import { ImagePicker, useObjectUrls } from './image-picker';
import { PublishSuccessDialog } from './publish-success-dialog';
import { LivePreview } from './theme-preview';

const AI_HINT = 'Write your title and content above to enable AI enhancement';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function reason(error: unknown, fallback: string): string {
  return errorMessage(error, error instanceof Error && error.message ? error.message : fallback);
}

const blankStory = (themeId: string): StoryFormValues => ({
  title: '',
  content: '',
  category: DEFAULT_STORY_CATEGORY,
  language: DEFAULT_LANGUAGE,
  // An unknown id is refused by the schema, in the gateway's words.
  selectedTemplate: themeId as StoryFormValues['selectedTemplate'],
  authorSectionPosition: DEFAULT_AUTHOR_SECTION_POSITION,
  showAdvertisement: false,
  customHeading: '',
});

interface HeadingNotice {
  kind: 'success' | 'error' | 'info';
  text: string;
}

export interface StoryFormProps {
  themeId: string;
  /** 8 on the compose screen, 6 in the dialog. */
  contentRows: number;
  /** The compose screen sets the preview beside the fields; the dialog below them. */
  layout?: 'page' | 'dialog';
  submitLabel?: string;
  /** A resumed draft was written in another theme: the page or dialog that owns the theme moves to it. */
  onThemeChange?: (themeId: string) => void;
}

/** The Share Your News form: fields, images, layout, live preview, publish and the AI step. */
export function StoryForm({
  themeId,
  contentRows,
  layout = 'page',
  submitLabel = 'Publish Now',
  onThemeChange,
}: StoryFormProps) {
  const user = useSession((state) => state.user);
  const userId = user?.id ?? '';
  const ids = {
    title: useId(),
    content: useId(),
    category: useId(),
    language: useId(),
    heading: useId(),
  };
  const form = useSchemaForm(storyFormSchema, { defaultValues: blankStory(themeId) });
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors },
  } = form;
  const [media, setMedia] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [headingNotice, setHeadingNotice] = useState<HeadingNotice | null>(null);
  const [published, setPublished] = useState<{ id: string; title: string } | null>(null);
  const idempotencyKey = useRef(newKey());
  const headingTouched = useRef(false);
  const mediaUrls = useObjectUrls(media);
  const publishing = usePublishStory();
  const enhancing = useEnhanceStory();
  const savingHeading = useSaveCustomHeading(userId || null);
  const savedHeading = useCustomHeading(userId || null, themeId);

  // The theme is chosen outside the fields (the page's address, or the dialog's chooser).
  // Leaving the newspaper layout drops its advertisement: no other theme has the box.
  const advertisement = offersAdvertisement(themeId);
  useEffect(() => {
    setValue('selectedTemplate', themeId as StoryFormValues['selectedTemplate']);
    if (!advertisement) setValue('showAdvertisement', false);
  }, [setValue, themeId, advertisement]);

  // The author's saved heading for this theme (else the copy kept in this browser), unless
  // they have started typing their own.
  const { data: serverHeading, isSuccess, isError } = savedHeading;
  useEffect(() => {
    if (!userId || headingTouched.current || !(isSuccess || isError)) return;
    const local = storage.get(customHeadingKey(userId, themeId)) ?? '';
    setValue('customHeading', (isSuccess ? serverHeading : null) ?? local);
  }, [userId, themeId, serverHeading, isSuccess, isError, setValue]);

  useEffect(() => {
    if (!headingNotice) return;
    const timer = setTimeout(() => setHeadingNotice(null), TIMINGS.headingNoticeMs);
    return () => clearTimeout(timer);
  }, [headingNotice]);

  const values = watch();
  const draft = useStoryDraft({
    draftKey: DRAFT_KEYS.compose,
    values: {
      title: values.title,
      content: values.content,
      category: values.category,
      language: values.language,
      selectedTemplate: values.selectedTemplate,
      authorSectionPosition: values.authorSectionPosition,
      showAdvertisement: values.showAdvertisement,
      customHeading: values.customHeading,
      // Kept with the draft, so a publish retried after a reload is still the same publish.
      idempotencyKey: idempotencyKey.current,
    },
    images: media,
    worthKeeping: values.title.trim() !== '' || values.content.trim() !== '' || media.length > 0,
  });

  const resumeDraft = () => {
    const resumed = draft.resume();
    if (!resumed) return;
    const { fields } = resumed;
    const blank = blankStory(themeId);
    headingTouched.current = true;
    if (fields.idempotencyKey) idempotencyKey.current = fields.idempotencyKey;
    reset({
      ...getValues(),
      title: fields.title ?? blank.title,
      content: fields.content ?? blank.content,
      category: (fields.category ?? blank.category) as StoryFormValues['category'],
      language: (fields.language ?? blank.language) as StoryFormValues['language'],
      authorSectionPosition: (fields.authorSectionPosition ??
        blank.authorSectionPosition) as StoryFormValues['authorSectionPosition'],
      showAdvertisement: fields.showAdvertisement ?? false,
      customHeading: fields.customHeading ?? '',
    });
    setMedia(resumed.images);
    if (fields.selectedTemplate && fields.selectedTemplate !== themeId) {
      onThemeChange?.(fields.selectedTemplate);
    }
  };

  const busy = publishing.isPending || enhancing.isPending;
  const canEnhance = values.title.trim() !== '' && values.content.trim() !== '';

  const clear = () => {
    reset({
      ...getValues(),
      title: '',
      content: '',
      category: DEFAULT_STORY_CATEGORY,
      language: DEFAULT_LANGUAGE,
      customHeading: '',
      showAdvertisement: false,
    });
    setMedia([]);
    headingTouched.current = true;
    setFailure(null);
    setImageError(null);
  };

  const publish = async (fields: StoryFormValues, aiProcessed: boolean) => {
    try {
      const answer = await publishing.mutateAsync({
        input: {
          title: fields.title.trim(),
          content: fields.content.trim(),
          language: fields.language,
          category: fields.category,
          selectedTemplate: fields.selectedTemplate,
          authorSectionPosition: fields.authorSectionPosition,
          showAdvertisement:
            fields.showAdvertisement && offersAdvertisement(fields.selectedTemplate),
          customHeading: fields.customHeading.trim(),
          aiProcessed,
          media,
        },
        idempotencyKey: idempotencyKey.current,
      });
      if (!answer?.data) {
        setFailure('News submission failed - no response data');
        return;
      }
      idempotencyKey.current = newKey();
      setPublished({ id: answer.data.id, title: answer.data.title });
      clear();
      draft.clear(getValues());
    } catch (error) {
      setFailure(`Error: ${reason(error, 'An error occurred during submission')}`);
    }
  };

  const start = (run: (fields: StoryFormValues) => Promise<void>) =>
    handleSubmit(
      async (fields) => {
        if (busy) return;
        setFailure(null);
        await run(fields);
      },
      () => setFailure(null),
    );

  const onSubmit = start((fields) => publish(fields, false));

  const onEnhance = start(async (fields) => {
    let result: { summaryTitle: string; summaryContent: string };
    try {
      result = await enhancing.mutateAsync({
        title: fields.title.trim(),
        content: fields.content.trim(),
      });
    } catch (error) {
      setFailure(`AI summarization failed: ${reason(error, 'Unknown error')}`);
      return;
    }
    setValue('title', result.summaryTitle);
    setValue('content', result.summaryContent);
    await publish({ ...fields, title: result.summaryTitle, content: result.summaryContent }, true);
  });

  const onSaveHeading = async () => {
    if (!userId) return;
    const text = getValues('customHeading').trim();
    storage.set(customHeadingKey(userId, themeId), text);
    if (!getSessionToken()) {
      setHeadingNotice({ kind: 'info', text: 'Heading saved locally. Please log in to sync.' });
      return;
    }
    try {
      await savingHeading.mutateAsync({ heading: text, themeId });
      setHeadingNotice({ kind: 'success', text: 'Heading saved successfully!' });
    } catch {
      setHeadingNotice({ kind: 'error', text: 'Failed to save heading. Please try again.' });
    }
  };

  const refuseImages = (message: string) => {
    setImageError(message);
    toast.error(message);
  };

  // A field the reader cannot see (the theme, a radio group) reports in the form's alert.
  const hiddenProblem =
    errors.selectedTemplate?.message ??
    errors.category?.message ??
    errors.language?.message ??
    errors.authorSectionPosition?.message;
  const alert = failure ?? hiddenProblem ?? null;

  const previewStory = {
    title: values.title.trim(),
    content: values.content.trim(),
    category: values.category,
    language: values.language,
    author: user?.name ?? '',
    authorId: userId,
    authorPhoto: user?.photo ?? null,
    media: mediaUrls.filter(Boolean),
    createdAt: new Date().toISOString(),
  };
  const previewProps = {
    story: previewStory,
    themeId,
    heading: values.customHeading.trim(),
    showAdvertisement: values.showAdvertisement && advertisement,
    authorSectionPosition: values.authorSectionPosition,
  };

  return (
    <div className={`vx-compose-form-wrap is-${layout}`}>
      <form className="vx-compose-form vx-stack" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {draft.offer && (
          <DraftPrompt
            draft={draft.offer}
            images={draft.offerImages.length}
            onResume={resumeDraft}
            onDiscard={draft.discard}
          />
        )}
        <div className="vx-compose-pair">
          <div className="vx-field">
            <label className="vx-label" htmlFor={ids.category}>
              Category
            </label>
            <select id={ids.category} className="vx-input" {...register('category')}>
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
            <select id={ids.language} className="vx-input" {...register('language')}>
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
            maxLength={maxLengthOf(storyFormSchema, 'title')}
            placeholder="A clear, specific headline"
            {...register('title')}
          />
          {errors.title && <p className="vx-error-text">{errors.title.message}</p>}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.heading}>
            Custom Heading
          </label>
          <div className="vx-compose-inline">
            <input
              id={ids.heading}
              className="vx-input"
              maxLength={maxLengthOf(storyFormSchema, 'customHeading')}
              placeholder="Your masthead, e.g. The Riverside Times"
              {...register('customHeading', {
                onChange: () => {
                  headingTouched.current = true;
                },
              })}
            />
            <button
              type="button"
              className="vx-btn vx-btn-ghost"
              onClick={onSaveHeading}
              disabled={savingHeading.isPending}
            >
              {savingHeading.isPending ? 'Saving...' : 'Save'}
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
            maxLength={maxLengthOf(storyFormSchema, 'content')}
            placeholder="Tell readers what happened, where and why it matters."
            {...register('content')}
          />
          {errors.content && <p className="vx-error-text">{errors.content.message}</p>}
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
          position={register('authorSectionPosition')}
          showAdvertisement={register('showAdvertisement')}
          advertisement={advertisement}
        />

        {alert && (
          <div className="vx-alert vx-alert-error" role="alert">
            {alert}
          </div>
        )}

        <div className="vx-compose-actions">
          <button type="submit" className="vx-btn vx-btn-primary" disabled={busy}>
            {publishing.isPending ? 'Publishing...' : submitLabel}
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={busy || !canEnhance}
            onClick={(event) => void onEnhance(event)}
            aria-describedby={canEnhance ? undefined : `${ids.title}-ai-hint`}
          >
            {enhancing.isPending ? 'Enhancing...' : 'AI Enhanced'}
          </button>
        </div>
        {!canEnhance && (
          <p id={`${ids.title}-ai-hint`} className="vx-help">
            {AI_HINT}
          </p>
        )}
      </form>

      <LivePreview {...previewProps} />

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
