import {
  DEFAULT_AUTHOR_SECTION_POSITION,
  DEFAULT_STORY_CATEGORY,
  STORY_CATEGORIES,
  DRAFT_KEYS,
  getLanguage,
} from '@voices/contracts/constants';
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  DEFAULT_LANGUAGE,
  CONTENT_LANGUAGES,
  TIMINGS,
  customHeadingKey,
  categoryLabel,
  CommonTrans,
  errorMessage,
  getSessionToken,
  localizeMessage,
  storage,
  useSession,
} from '@voices/platform';
import { useCustomHeading, usePublishStory, useSaveCustomHeading } from '@voices/platform/api';
import {
  maxLengthOf,
  storyForm,
  useSchemaForm,
  type StoryFormValues,
} from '@voices/platform/forms';
import { toast } from '@voices/ui';
import {
  sayText,
  t as translate,
  useT,
  type ComposeMessageKey,
  type ComposeText,
} from '../../../i18n';
import { useEnhanceStory } from '../hooks/use-enhance-story';
import { useStoryDraft } from '../hooks/use-story-draft';
import { offersAdvertisement } from '../lib/advertisement';
import { DraftPrompt } from './draft-prompt';
import { LayoutOptions } from './layout-options';
import { ImagePicker, useObjectUrls } from './image-picker';
import type { PublishSuccessDialogProps } from './publish-success-dialog';
import { LivePreview } from './theme-preview';

// The thanks after publishing: nobody sees it before, so it is fetched while the story is
// being sent (publish, below) rather than with the form.
const loadPublishedDialog = () => import('./publish-success-dialog');
const PublishSuccessDialog = lazy<ComponentType<PublishSuccessDialogProps>>(() =>
  loadPublishedDialog().then(
    (module) => ({ default: module.PublishSuccessDialog }),
    // The network gone just after publishing: the story is out, and says so in a toast.
    () => ({ default: PublishedToast }),
  ),
);

function PublishedToast({ open, onClose }: PublishSuccessDialogProps) {
  useEffect(() => {
    if (!open) return;
    toast.success(translate('published.title'));
    onClose();
  }, [open, onClose]);
  return null;
}

/**
 * A content language as the picker lists it: by its own name, with its English name beside it
 * ('हिन्दी (Hindi)'), the same in every interface language so each reader finds their own.
 */
function languageOption(code: string, name: string): string {
  const native = getLanguage(code)?.nativeName;
  return native && native !== name ? `${native} (${name})` : name;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Why a call failed: the server's words, else the error's own, else `fallback`. */
function reason(error: unknown, fallback: ComposeMessageKey): ComposeText {
  const said = errorMessage(error, error instanceof Error ? error.message : '');
  return said ? { text: said } : { key: fallback };
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
  key: ComposeMessageKey;
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
  submitLabel,
  onThemeChange,
}: StoryFormProps) {
  const t = useT();
  const user = useSession((state) => state.user);
  const userId = user?.id ?? '';
  const ids = {
    title: useId(),
    content: useId(),
    category: useId(),
    language: useId(),
    heading: useId(),
  };
  const form = useSchemaForm(storyForm, { defaultValues: blankStory(themeId) });
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
  const [failure, setFailure] = useState<ComposeText | null>(null);
  // A refusal of the image picker: one of the spec's messages.
  const [imageError, setImageError] = useState<string | null>(null);
  const [headingNotice, setHeadingNotice] = useState<HeadingNotice | null>(null);
  const [published, setPublished] = useState<{ id: string; title: string } | null>(null);
  const closePublished = useCallback(() => setPublished(null), []);
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
    void loadPublishedDialog().catch(() => undefined);
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
        setFailure({ key: 'form.noResponse' });
        return;
      }
      idempotencyKey.current = newKey();
      setPublished({ id: answer.data.id, title: answer.data.title });
      clear();
      draft.clear(getValues());
    } catch (error) {
      setFailure({
        key: 'form.submitError',
        values: { reason: reason(error, 'form.submitFailed') },
      });
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
      setFailure({ key: 'form.aiFailed', values: { reason: reason(error, 'form.unknownError') } });
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
      setHeadingNotice({ kind: 'info', key: 'heading.savedLocally' });
      return;
    }
    try {
      await savingHeading.mutateAsync({ heading: text, themeId });
      setHeadingNotice({ kind: 'success', key: 'heading.saved' });
    } catch {
      setHeadingNotice({ kind: 'error', key: 'heading.failed' });
    }
  };

  const refuseImages = (message: string) => {
    setImageError(message);
    toast.error(localizeMessage(message));
  };

  // A field the reader cannot see (the theme, a radio group) reports in the form's alert.
  const hiddenProblem =
    errors.selectedTemplate?.message ??
    errors.category?.message ??
    errors.language?.message ??
    errors.authorSectionPosition?.message;
  const alert = failure ? sayText(failure) : hiddenProblem ? localizeMessage(hiddenProblem) : null;

  // The fields, registered before the markup that spreads them.
  const fields = {
    category: register('category'),
    language: register('language'),
    title: register('title'),
    customHeading: register('customHeading', {
      onChange: () => {
        headingTouched.current = true;
      },
    }),
    content: register('content'),
    authorSectionPosition: register('authorSectionPosition'),
    showAdvertisement: register('showAdvertisement'),
  };

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
              {t('form.category')}
            </label>
            <select id={ids.category} className="vx-input" {...fields.category}>
              {STORY_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {categoryLabel(name)}
                </option>
              ))}
            </select>
          </div>
          <div className="vx-field">
            <label className="vx-label" htmlFor={ids.language}>
              {t('form.language')}
            </label>
            <select id={ids.language} className="vx-input" {...fields.language}>
              {CONTENT_LANGUAGES.map((option) => (
                <option key={option.code} value={option.code}>
                  {languageOption(option.code, option.name)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.title}>
            {t('form.title')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            className="vx-input"
            required
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            maxLength={maxLengthOf(storyForm, 'title')}
            placeholder={t('form.titlePlaceholder')}
            {...fields.title}
          />
          {errors.title?.message && (
            <p className="vx-error-text">{localizeMessage(errors.title.message)}</p>
          )}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.heading}>
            {t('form.heading')}
          </label>
          <div className="vx-compose-inline">
            <input
              id={ids.heading}
              className="vx-input"
              maxLength={maxLengthOf(storyForm, 'customHeading')}
              placeholder={t('form.headingPlaceholder')}
              {...fields.customHeading}
            />
            <button
              type="button"
              className="vx-btn vx-btn-ghost"
              onClick={onSaveHeading}
              disabled={savingHeading.isPending}
            >
              {savingHeading.isPending ? t('form.saving') : <CommonTrans id="action.save" />}
            </button>
          </div>
          {headingNotice && (
            <p
              role="status"
              className={headingNotice.kind === 'error' ? 'vx-error-text' : 'vx-compose-notice'}
            >
              {t(headingNotice.key)}
            </p>
          )}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.content}>
            {t('form.content')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.content}
            className="vx-input"
            rows={contentRows}
            required
            aria-required="true"
            aria-invalid={errors.content ? true : undefined}
            maxLength={maxLengthOf(storyForm, 'content')}
            placeholder={t('form.contentPlaceholder')}
            {...fields.content}
          />
          {errors.content?.message && (
            <p className="vx-error-text">{localizeMessage(errors.content.message)}</p>
          )}
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
            {localizeMessage(imageError)}
          </p>
        )}

        <LayoutOptions
          position={fields.authorSectionPosition}
          showAdvertisement={fields.showAdvertisement}
          advertisement={advertisement}
        />

        {alert && (
          <div className="vx-alert vx-alert-error" role="alert">
            {alert}
          </div>
        )}

        <div className="vx-compose-actions">
          <button type="submit" className="vx-btn vx-btn-primary" disabled={busy}>
            {publishing.isPending ? t('form.publishing') : (submitLabel ?? t('form.publish'))}
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={busy || !canEnhance}
            onClick={(event) => void onEnhance(event)}
            aria-describedby={canEnhance ? undefined : `${ids.title}-ai-hint`}
          >
            {enhancing.isPending ? t('form.enhancing') : t('form.enhance')}
          </button>
        </div>
        {!canEnhance && (
          <p id={`${ids.title}-ai-hint`} className="vx-help">
            {t('form.aiHint')}
          </p>
        )}
      </form>

      <LivePreview {...previewProps} />

      {published !== null ? (
        <Suspense fallback={null}>
          <PublishSuccessDialog
            open
            name={user?.name ?? ''}
            title={published.title}
            link={published.id ? `/contribute/news/${encodeURIComponent(published.id)}` : '/home'}
            onClose={closePublished}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
