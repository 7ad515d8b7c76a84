import { USER_NAME_MIN_LENGTH } from '@voices/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { TIMINGS, errorMessage, localizeMessage, type Account } from '@voices/platform';
import { useUpdateProfile } from '@voices/platform/api';
import {
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  maxLengthOf,
  photoProblem,
  profileForm,
  usePreviewUrl,
  useSchemaForm,
  type ProfileFormValues,
} from '@voices/platform/forms';
import { Avatar, ConfirmDialog } from '@voices/ui';
import { CameraIcon } from '@voices/ui/icons';
import { useCommon } from '../../../i18n';
import { t as translate, Trans, useT, type ProfilePageMessageKey } from '../i18n';
import { EmailChangeConfirm } from './email-change-confirm';
import './profile-form.css';

/** The photo checks' words, in the interface language. */
const PHOTO_PROBLEMS: Record<string, ProfilePageMessageKey> = {
  [PHOTO_MESSAGES.type]: 'form.photoType',
  [PHOTO_MESSAGES.size]: 'form.photoSize',
};

function photoProblemText(problem: string): string {
  const key = PHOTO_PROBLEMS[problem];
  return key ? translate(key) : localizeMessage(problem);
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export interface ProfileFormProps {
  user: { id: string; name: string; email?: string; bio?: string; photo?: string };
  /** Right after the server saved it, with the user as saved. */
  onSaved?(user: Account): void;
  /** When the success message has been shown its 3 s. */
  onDone(): void;
  onCancel(): void;
  /** The inline form of the profile page is more compact than the Edit Profile page. */
  variant?: 'page' | 'inline';
}

/**
 * Name, e-mail, short bio and photo of one's own profile, shared by /edit-profile and the
 * inline edit on the profile page. Asks before saving; refreshes the session with the answer.
 * A new e-mail address takes one more step: the code sent to it.
 */
export function ProfileForm({
  user,
  onSaved,
  onDone,
  onCancel,
  variant = 'page',
}: ProfileFormProps) {
  const t = useT();
  const common = useCommon();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useSchemaForm(profileForm, {
    defaultValues: { name: user.name ?? '', email: user.email ?? '', bio: user.bio ?? '' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updating = useUpdateProfile();
  const saving = updating.isPending;
  const [success, setSuccess] = useState<ProfilePageMessageKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<ProfilePageMessageKey | null>(null);
  const [pending, setPending] = useState<{ email: string; otherChanges: boolean } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(photo);
  const id = useId();
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  const done = success !== null;
  const locked = saving || done;

  const choosePhoto = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setPhotoError(photoProblemText(problem));
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  // The schema's words for what is wrong (spec 000 §5); the first wrong field takes the focus.
  const submit = handleSubmit(() => {
    if (locked) return;
    setConfirming(true);
  });

  /** Says it is saved for its 3 s, then hands back. */
  const finish = () => {
    setSuccess('form.saved');
    later(TIMINGS.profileSuccessMs, () => {
      setSuccess(null);
      onDoneRef.current();
    });
  };

  const save = async () => {
    setConfirming(false);
    setFailure(null);
    setNotice(null);
    const values = getValues();
    const otherChanges =
      values.name !== user.name || values.bio !== (user.bio ?? '') || photo !== null;
    try {
      // The session and every cached copy of the profile follow the answer.
      const response = await updating.mutateAsync({
        id: user.id,
        input: { name: values.name, email: values.email, bio: values.bio, photo },
      });
      onSaved?.(response.user);
      if ('pendingEmail' in response && response.pendingEmail) {
        // The photo went with the rest; only the address waits for its code.
        setPhoto(null);
        setPending({ email: response.pendingEmail, otherChanges });
        return;
      }
      finish();
    } catch (error) {
      const message = errorMessage(error, translate('form.failed'));
      setFailure(message);
      later(TIMINGS.profileErrorMs, () =>
        setFailure((current) => (current === message ? null : current)),
      );
    }
  };

  if (pending) {
    return (
      <section
        className={`vx-profile-form vx-profile-form--${variant}`}
        aria-label={t('emailChange.title')}
      >
        <EmailChangeConfirm
          pendingEmail={pending.email}
          currentEmail={user.email ?? ''}
          otherChangesSaved={pending.otherChanges}
          onConfirmed={(saved) => {
            onSaved?.(saved);
            setPending(null);
            setValue('email', saved.email);
            finish();
          }}
          onCancelled={() => {
            setPending(null);
            setValue('email', user.email ?? '');
            setNotice('emailChange.cancelled');
          }}
        />
      </section>
    );
  }

  const field = (name: keyof ProfileFormValues) => ({
    id: `${id}-${name}`,
    ...register(name, { setValueAs: trim }),
    maxLength: maxLengthOf(profileForm, name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : `${id}-${name}-help`,
  });
  const bio = watch('bio');
  const name = watch('name');
  const nameField = field('name');
  const emailField = field('email');
  const bioField = field('bio');
  const bioMax = maxLengthOf(profileForm, 'bio');

  return (
    <form
      className={`vx-profile-form vx-profile-form--${variant}`}
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
    >
      <div className="vx-profile-form-photo">
        <span className="vx-profile-form-avatar">
          {preview ? (
            <img src={preview} alt={t('form.photoPreviewAlt')} width={96} height={96} />
          ) : (
            <Avatar name={name || user.name} photo={user.photo} size={96} />
          )}
        </span>
        <div className="vx-profile-form-photo-body">
          <input
            ref={fileInput}
            id={`${id}-photo`}
            className="vx-visually-hidden"
            type="file"
            name="photo"
            accept={PHOTO_TYPES.join(',')}
            tabIndex={-1}
            disabled={locked}
            aria-label={t('form.photoLabel')}
            onChange={(event) => choosePhoto(event.target.files?.[0])}
          />
          <div className="vx-row">
            <button
              type="button"
              className="vx-btn vx-btn-sm"
              disabled={locked}
              onClick={() => fileInput.current?.click()}
            >
              <CameraIcon size={16} />
              <span>{t('form.changePhoto')}</span>
            </button>
            {photo ? (
              <button
                type="button"
                className="vx-btn vx-btn-sm vx-btn-ghost"
                disabled={locked}
                onClick={() => setPhoto(null)}
              >
                {t('form.keepPhoto')}
              </button>
            ) : null}
          </div>
          <p className="vx-help">{photo ? photo.name : t('form.photoHelp')}</p>
          {photoError ? (
            <p className="vx-error-text" role="alert">
              {photoError}
            </p>
          ) : null}
        </div>
      </div>

      <div className="vx-profile-form-grid">
        <div className="vx-field">
          <label className="vx-label" htmlFor={`${id}-name`}>
            {t('form.name')}
          </label>
          <input
            {...nameField}
            className="vx-input"
            type="text"
            autoComplete="name"
            required
            disabled={locked}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="vx-error-text">
              {localizeMessage(errors.name.message ?? '')}
            </p>
          ) : (
            <p id={`${id}-name-help`} className="vx-help">
              {t('form.nameHelp', { count: USER_NAME_MIN_LENGTH })}
            </p>
          )}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={`${id}-email`}>
            {t('form.email')}
          </label>
          <input
            {...emailField}
            className="vx-input"
            type="email"
            autoComplete="email"
            required
            disabled={locked}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="vx-error-text">
              {localizeMessage(errors.email.message ?? '')}
            </p>
          ) : (
            <p id={`${id}-email-help`} className="vx-help">
              {t('form.emailHelp')}
            </p>
          )}
        </div>
      </div>

      <div className="vx-field">
        <label className="vx-label" htmlFor={`${id}-bio`}>
          <Trans id="form.bio" components={{ 0: <span className="vx-profile-form-optional" /> }} />
        </label>
        <textarea
          {...bioField}
          className="vx-input"
          rows={variant === 'inline' ? 3 : 4}
          disabled={locked}
        />
        {errors.bio ? (
          <p id={`${id}-bio-error`} className="vx-error-text">
            {localizeMessage(errors.bio.message ?? '')}
          </p>
        ) : (
          <p id={`${id}-bio-help`} className="vx-help">
            {Array.from(bio ?? '').length}/{bioMax}
          </p>
        )}
      </div>

      <div className="vx-profile-form-messages" aria-live="polite">
        {success ? (
          <p className="vx-alert vx-alert-success" role="status">
            {t(success)}
          </p>
        ) : null}
        {failure ? (
          <p className="vx-alert vx-alert-error" role="alert">
            {failure}
          </p>
        ) : null}
        {notice ? (
          <p className="vx-alert" role="status">
            {t(notice)}
          </p>
        ) : null}
      </div>

      <div className="vx-profile-form-actions">
        <button type="button" className="vx-btn" disabled={saving} onClick={onCancel}>
          {common.t('action.cancel')}
        </button>
        <button type="submit" className="vx-btn vx-btn-primary" disabled={locked}>
          {saving ? t('form.saving') : t('form.save')}
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('form.confirmTitle')}
        message={t('form.confirm')}
        confirmLabel={t('form.confirmYes')}
        cancelLabel={common.t('action.cancel')}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
