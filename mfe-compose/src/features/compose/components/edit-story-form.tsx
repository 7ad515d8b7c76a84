import {
  DEFAULT_AUTHOR_SECTION_POSITION,
  DEFAULT_STORY_CATEGORY,
  DRAFT_KEYS,
  STORY_CATEGORIES,
  STORY_MESSAGES,
  normalizeStoryCategory,
} from '@voices/contracts/constants';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  categoryLabel,
  errorMessage,
  localizeMessage,
  resolveMediaPath,
  useCommonT,
  useSession,
  type Story,
} from '@voices/platform';
import { useEditStory } from '@voices/platform/api';
import {
  maxLengthOf,
  storyEditForm,
  useSchemaForm,
  type StoryEditFormValues,
} from '@voices/platform/forms';
import { ConfirmDialog, toast } from '@voices/ui';
import { useStoryDraft } from '../hooks/use-story-draft';
import { useThemeRegistry } from '../hooks/use-theme-registry';
import { offersAdvertisement } from '../lib/advertisement';
import { DraftPrompt } from './draft-prompt';
import { LayoutOptions } from './layout-options';
import { ImagePicker, useObjectUrls } from './image-picker';
import { ThemeChooser } from './theme-chooser';
import { LivePreview } from './theme-preview';
import { sayText, useT, type ComposeText } from '../../../i18n';

type TemplateId = StoryEditFormValues['selectedTemplate'];
type Position = StoryEditFormValues['authorSectionPosition'];

/** The fields of a published story, its images, layout and live preview; saved on confirm. */
export function EditStoryForm({ story }: { story: Story }) {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const registry = useThemeRegistry();
  const t = useT();
  const common = useCommonT();
  const ids = { title: useId(), content: useId(), category: useId() };
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors },
  } = useSchemaForm(storyEditForm, {
    defaultValues: {
      title: story.title,
      content: story.content,
      category: normalizeStoryCategory(story.category) ?? DEFAULT_STORY_CATEGORY,
      selectedTemplate: registry.normalize(story.selectedTemplate) as TemplateId,
      authorSectionPosition: (story.authorSectionPosition ||
        DEFAULT_AUTHOR_SECTION_POSITION) as Position,
      // A story outside the newspaper layout never keeps an advertisement it cannot show.
      showAdvertisement:
        story.showAdvertisement && offersAdvertisement(registry.normalize(story.selectedTemplate)),
    },
  });
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<File[]>([]);
  const [problem, setProblem] = useState<ComposeText | null>(null);
  const [confirming, setConfirming] = useState(false);
  const addedUrls = useObjectUrls(added);
  const editing = useEditStory();

  // The themes remote may spell the story's theme its own way once its registry has loaded.
  const { normalize } = registry;
  useEffect(() => {
    setValue('selectedTemplate', normalize(story.selectedTemplate) as TemplateId);
  }, [normalize, story.selectedTemplate, setValue]);

  const values = watch();
  const draftFields = {
    title: values.title,
    content: values.content,
    category: values.category,
    selectedTemplate: values.selectedTemplate,
    authorSectionPosition: values.authorSectionPosition,
    showAdvertisement: values.showAdvertisement,
    removedMedia: removed,
  };
  const published = {
    title: story.title,
    content: story.content,
    category: normalizeStoryCategory(story.category) ?? DEFAULT_STORY_CATEGORY,
    selectedTemplate: normalize(story.selectedTemplate),
    authorSectionPosition: story.authorSectionPosition || DEFAULT_AUTHOR_SECTION_POSITION,
    showAdvertisement:
      story.showAdvertisement && offersAdvertisement(normalize(story.selectedTemplate)),
    removedMedia: [],
  };
  const draft = useStoryDraft({
    draftKey: DRAFT_KEYS.edit(story.id),
    values: draftFields,
    images: added,
    worthKeeping: JSON.stringify(draftFields) !== JSON.stringify(published) || added.length > 0,
  });

  const resumeDraft = () => {
    const resumed = draft.resume();
    if (!resumed) return;
    const { fields } = resumed;
    const current = getValues();
    reset({
      title: fields.title ?? current.title,
      content: fields.content ?? current.content,
      category: (fields.category ?? current.category) as StoryEditFormValues['category'],
      selectedTemplate: normalize(
        fields.selectedTemplate ?? current.selectedTemplate,
      ) as TemplateId,
      authorSectionPosition: (fields.authorSectionPosition ??
        current.authorSectionPosition) as Position,
      showAdvertisement: fields.showAdvertisement ?? current.showAdvertisement,
    });
    // Only images the story still has can be removed.
    setRemoved((fields.removedMedia ?? []).filter((name) => story.media.includes(name)));
    setAdded(resumed.images);
  };

  const advertisement = offersAdvertisement(values.selectedTemplate);
  useEffect(() => {
    if (!advertisement) setValue('showAdvertisement', false);
  }, [advertisement, setValue]);

  const kept = story.media
    .map((name, index) => ({ name, index }))
    .filter((entry) => !removed.includes(entry.name));
  const existing = kept.map(({ name, index }) => ({
    name,
    url: resolveMediaPath(story.thumbnails[index] || name) ?? '',
  }));

  const onSubmit = handleSubmit(
    () => {
      setProblem(null);
      setConfirming(true);
    },
    () => setProblem(null),
  );

  const update = async () => {
    setConfirming(false);
    const fields = getValues();
    try {
      await editing.mutateAsync({
        id: story.id,
        input: {
          title: fields.title.trim(),
          content: fields.content.trim(),
          category: fields.category,
          selectedTemplate: fields.selectedTemplate,
          authorSectionPosition: fields.authorSectionPosition,
          showAdvertisement:
            fields.showAdvertisement && offersAdvertisement(fields.selectedTemplate),
          removedMedia: removed,
          media: added,
        },
      });
      draft.clear();
      toast.success(localizeMessage(STORY_MESSAGES.updated));
      navigate('/user');
    } catch (error) {
      const said = errorMessage(error, '');
      setProblem(said ? { text: said } : { key: 'edit.failed' });
    }
  };

  // One alert for the form: the first thing wrong with it, or what the server said.
  const fieldProblem =
    errors.title?.message ??
    errors.content?.message ??
    errors.category?.message ??
    errors.selectedTemplate?.message ??
    errors.authorSectionPosition?.message;
  const alert = problem ? sayText(problem) : fieldProblem ? localizeMessage(fieldProblem) : null;
  const saving = editing.isPending;
  const cancelLabel = common('action.cancel');

  // The fields, registered before the markup that spreads them.
  const fields = {
    title: register('title'),
    category: register('category'),
    content: register('content'),
    authorSectionPosition: register('authorSectionPosition'),
    showAdvertisement: register('showAdvertisement'),
  };

  const preview = {
    story: {
      title: values.title.trim(),
      content: values.content.trim(),
      category: values.category,
      language: story.language,
      author: story.author || user?.name || '',
      authorId: story.authorId,
      authorPhoto: story.authorPhoto,
      media: [...kept.map((entry) => entry.name), ...addedUrls.filter(Boolean)],
      createdAt: story.createdAt,
    },
    themeId: values.selectedTemplate,
    heading: story.customHeading ?? '',
    showAdvertisement: values.showAdvertisement && advertisement,
    authorSectionPosition: values.authorSectionPosition,
  };

  return (
    <div className="vx-compose-form-wrap is-page">
      <form className="vx-compose-form vx-stack" onSubmit={onSubmit} noValidate aria-busy={saving}>
        {draft.offer && (
          <DraftPrompt
            draft={draft.offer}
            images={draft.offerImages.length}
            onResume={resumeDraft}
            onDiscard={draft.discard}
          />
        )}
        <div className="vx-field">
          <label className="vx-label" htmlFor={ids.title}>
            {t('edit.fieldTitle')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            className="vx-input"
            required
            maxLength={maxLengthOf(storyEditForm, 'title')}
            aria-invalid={errors.title ? true : undefined}
            {...fields.title}
          />
        </div>
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
          <label className="vx-label" htmlFor={ids.content}>
            {t('edit.fieldContent')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.content}
            className="vx-input"
            rows={8}
            required
            maxLength={maxLengthOf(storyEditForm, 'content')}
            aria-invalid={errors.content ? true : undefined}
            {...fields.content}
          />
        </div>
        <div className="vx-field">
          <span className="vx-label">{t('edit.theme')}</span>
          <ThemeChooser
            themes={registry.themes}
            selected={values.selectedTemplate}
            onChoose={(next) =>
              setValue('selectedTemplate', normalize(next) as TemplateId, {
                shouldValidate: Boolean(errors.selectedTemplate),
              })
            }
          />
        </div>
        <ImagePicker
          files={added}
          onChange={setAdded}
          onRefuse={(message) => {
            setProblem({ text: message });
            toast.error(localizeMessage(message));
          }}
          existing={existing}
          onRemoveExisting={(name) => setRemoved((list) => [...list, name])}
          label={t('edit.images')}
          disabled={saving}
        />
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
          <button type="submit" className="vx-btn vx-btn-primary" disabled={saving}>
            {saving ? t('edit.updating') : t('edit.update')}
          </button>
          <button
            type="button"
            className="vx-btn vx-btn-ghost"
            disabled={saving}
            onClick={() => navigate('/user')}
          >
            {cancelLabel}
          </button>
        </div>
      </form>

      <LivePreview {...preview} />

      <ConfirmDialog
        open={confirming}
        title={t('edit.confirmTitle')}
        message={t('edit.confirmMessage')}
        confirmLabel={t('edit.update')}
        cancelLabel={cancelLabel}
        onConfirm={update}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
