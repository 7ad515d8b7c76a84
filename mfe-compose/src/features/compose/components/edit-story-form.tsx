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
  errorMessage,
  resolveMediaPath,
  useEditStory,
  useSession,
  type Story,
} from '@voices/platform';
import {
  maxLengthOf,
  storyEditFormSchema,
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

type TemplateId = StoryEditFormValues['selectedTemplate'];
type Position = StoryEditFormValues['authorSectionPosition'];

/** The fields of a published story, its images, layout and live preview; saved on confirm. */
export function EditStoryForm({ story }: { story: Story }) {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const registry = useThemeRegistry();
  const ids = { title: useId(), content: useId(), category: useId() };
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors },
  } = useSchemaForm(storyEditFormSchema, {
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
  const [problem, setProblem] = useState<string | null>(null);
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
      toast.success(STORY_MESSAGES.updated);
      navigate('/user');
    } catch (error) {
      setProblem(errorMessage(error, 'Error editing news'));
    }
  };

  // One alert for the form: the first thing wrong with it, or what the server said.
  const alert =
    problem ??
    errors.title?.message ??
    errors.content?.message ??
    errors.category?.message ??
    errors.selectedTemplate?.message ??
    errors.authorSectionPosition?.message ??
    null;
  const saving = editing.isPending;

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
            Title <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            className="vx-input"
            required
            maxLength={maxLengthOf(storyEditFormSchema, 'title')}
            aria-invalid={errors.title ? true : undefined}
            {...register('title')}
          />
        </div>
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
          <label className="vx-label" htmlFor={ids.content}>
            Content <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={ids.content}
            className="vx-input"
            rows={8}
            required
            maxLength={maxLengthOf(storyEditFormSchema, 'content')}
            aria-invalid={errors.content ? true : undefined}
            {...register('content')}
          />
        </div>
        <div className="vx-field">
          <span className="vx-label">Theme</span>
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
            setProblem(message);
            toast.error(message);
          }}
          existing={existing}
          onRemoveExisting={(name) => setRemoved((list) => [...list, name])}
          label="Images"
          disabled={saving}
        />
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

      <LivePreview {...preview} />

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
