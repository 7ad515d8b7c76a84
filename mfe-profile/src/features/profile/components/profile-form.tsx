import { USER_NAME_MIN_LENGTH, TIMINGS } from '@voices/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, useUpdateProfile, type Account } from '@voices/platform';
import {
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  maxLengthOf,
  photoProblem,
  profileFormSchema,
  usePreviewUrl,
  useSchemaForm,
  type ProfileFormValues,
} from '@voices/platform/forms';
import { Avatar, CameraIcon, ConfirmDialog } from '@voices/ui';
import { EMAIL_CHANGE_TEXT, EmailChangeConfirm } from './email-change-confirm';
import './profile-form.css';

export const PROFILE_FORM_TEXT = {
  confirm: 'Are you sure you want to make these changes?',
  saved: 'Profile updated successfully!',
  failed: 'Error updating profile. Please try again.',
  photoType: PHOTO_MESSAGES.type,
  photoSize: PHOTO_MESSAGES.size,
} as const;

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
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useSchemaForm(profileFormSchema, {
    defaultValues: { name: user.name ?? '', email: user.email ?? '', bio: user.bio ?? '' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updating = useUpdateProfile();
  const saving = updating.isPending;
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
      setPhotoError(problem);
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
    setSuccess(PROFILE_FORM_TEXT.saved);
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
      const message = errorMessage(error, PROFILE_FORM_TEXT.failed);
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
        aria-label={EMAIL_CHANGE_TEXT.title}
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
            setNotice(EMAIL_CHANGE_TEXT.cancelled);
          }}
        />
      </section>
    );
  }

  const field = (name: keyof ProfileFormValues) => ({
    id: `${id}-${name}`,
    ...register(name, { setValueAs: trim }),
    maxLength: maxLengthOf(profileFormSchema, name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : `${id}-${name}-help`,
  });
  const bio = watch('bio');
  const name = watch('name');

  return (
    <form
      className={`vx-profile-form vx-profile-form--${variant}`}
      noValidate
      onSubmit={submit}
      aria-label="Edit profile"
    >
      <div className="vx-profile-form-photo">
        <span className="vx-profile-form-avatar">
          {preview ? (
            <img src={preview} alt="Preview of your new photo" width={96} height={96} />
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
            aria-label="Profile photo"
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
              <span>Change Photo</span>
            </button>
            {photo ? (
              <button
                type="button"
                className="vx-btn vx-btn-sm vx-btn-ghost"
                disabled={locked}
                onClick={() => setPhoto(null)}
              >
                Keep current photo
              </button>
            ) : null}
          </div>
          <p className="vx-help">{photo ? photo.name : 'PNG, JPG, GIF up to 10MB'}</p>
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
            Name
          </label>
          <input
            {...field('name')}
            className="vx-input"
            type="text"
            autoComplete="name"
            required
            disabled={locked}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="vx-error-text">
              {errors.name.message}
            </p>
          ) : (
            <p id={`${id}-name-help`} className="vx-help">
              At least {USER_NAME_MIN_LENGTH} characters.
            </p>
          )}
        </div>

        <div className="vx-field">
          <label className="vx-label" htmlFor={`${id}-email`}>
            E-mail
          </label>
          <input
            {...field('email')}
            className="vx-input"
            type="email"
            autoComplete="email"
            required
            disabled={locked}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="vx-error-text">
              {errors.email.message}
            </p>
          ) : (
            <p id={`${id}-email-help`} className="vx-help">
              Your sign-in codes are sent here.
            </p>
          )}
        </div>
      </div>

      <div className="vx-field">
        <label className="vx-label" htmlFor={`${id}-bio`}>
          Short bio <span className="vx-profile-form-optional">(optional)</span>
        </label>
        <textarea
          {...field('bio')}
          className="vx-input"
          rows={variant === 'inline' ? 3 : 4}
          disabled={locked}
        />
        {errors.bio ? (
          <p id={`${id}-bio-error`} className="vx-error-text">
            {errors.bio.message}
          </p>
        ) : (
          <p id={`${id}-bio-help`} className="vx-help">
            {Array.from(bio ?? '').length}/{maxLengthOf(profileFormSchema, 'bio')}
          </p>
        )}
      </div>

      <div className="vx-profile-form-messages" aria-live="polite">
        {success ? (
          <p className="vx-alert vx-alert-success" role="status">
            {success}
          </p>
        ) : null}
        {failure ? (
          <p className="vx-alert vx-alert-error" role="alert">
            {failure}
          </p>
        ) : null}
        {notice ? (
          <p className="vx-alert" role="status">
            {notice}
          </p>
        ) : null}
      </div>

      <div className="vx-profile-form-actions">
        <button type="button" className="vx-btn" disabled={saving} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="vx-btn vx-btn-primary" disabled={locked}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Save changes"
        message={PROFILE_FORM_TEXT.confirm}
        confirmLabel="Yes, save"
        cancelLabel="Cancel"
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
