import {
  USER_BIO_MAX_LENGTH,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  PHOTO_MAX_BYTES,
  TIMINGS,
} from '@voices/contracts/constants';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { User as ApiUser } from '@voices/contracts';
import { errorMessage, sessionStore } from '@voices/platform';
import { Avatar, CameraIcon, ConfirmDialog } from '@voices/ui';
import { updateProfile } from '../api/update-profile';
import { EMAIL_CHANGE_TEXT, EmailChangeConfirm } from './email-change-confirm';
import './profile-form.css';

export const PROFILE_FORM_TEXT = {
  confirm: 'Are you sure you want to make these changes?',
  saved: 'Profile updated successfully!',
  failed: 'Error updating profile. Please try again.',
  photoType: 'Please choose a PNG, JPG, GIF or WebP image.',
  photoSize: 'The photo is larger than 10MB. Please choose a smaller one.',
} as const;

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ProfileFormValues {
  name: string;
  email: string;
  bio: string;
}

type Errors = Partial<Record<keyof ProfileFormValues | 'photo', string>>;

/** What is wrong with the fields (spec 000 §5): name ≥ 3 characters, a valid e-mail, bio optional. */
export function validateProfile(values: ProfileFormValues): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = USER_MESSAGES.nameRequired;
  else if (Array.from(name).length < USER_NAME_MIN_LENGTH) errors.name = USER_MESSAGES.nameTooShort;
  else if (Array.from(name).length > USER_NAME_MAX_LENGTH) errors.name = USER_MESSAGES.nameTooLong;
  if (!email) errors.email = USER_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = USER_MESSAGES.emailInvalid;
  if (Array.from(values.bio.trim()).length > USER_BIO_MAX_LENGTH)
    errors.bio = USER_MESSAGES.bioTooLong;
  return errors;
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export interface ProfileFormProps {
  user: { id: string; name: string; email?: string; bio?: string; photo?: string };
  /** Right after the server saved it, with the user as saved. */
  onSaved?(user: ApiUser): void;
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
  const [values, setValues] = useState<ProfileFormValues>({
    name: user.name ?? '',
    email: user.email ?? '',
    bio: user.bio ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<{ email: string; otherChanges: boolean } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
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

  const set = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const choosePhoto = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setErrors((previous) => ({ ...previous, photo: PROFILE_FORM_TEXT.photoType }));
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setErrors((previous) => ({ ...previous, photo: PROFILE_FORM_TEXT.photoSize }));
      return;
    }
    setErrors((previous) => ({ ...previous, photo: undefined }));
    setPhoto(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const found = validateProfile(values);
    setErrors((previous) => ({ photo: previous.photo, ...found }));
    const first = (['name', 'email', 'bio'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setConfirming(true);
  };

  /** Says it is saved for its 3 s, then hands back. */
  const finish = () => {
    setSuccess(PROFILE_FORM_TEXT.saved);
    later(TIMINGS.profileSuccessMs, () => {
      setSuccess(null);
      onDoneRef.current();
    });
  };

  const applied = (saved: ApiUser) => {
    sessionStore.getState().updateUser(saved);
    onSaved?.(saved);
  };

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    setFailure(null);
    setNotice(null);
    const otherChanges =
      values.name.trim() !== user.name || values.bio.trim() !== (user.bio ?? '') || photo !== null;
    try {
      const response = await updateProfile(user.id, {
        name: values.name.trim(),
        email: values.email.trim(),
        bio: values.bio.trim(),
        photo,
      });
      if (response?.user) applied(response.user);
      setSaving(false);
      if (response && 'pendingEmail' in response && response.pendingEmail) {
        // The photo went with the rest; only the address waits for its code.
        setPhoto(null);
        setPending({ email: response.pendingEmail, otherChanges });
        return;
      }
      finish();
    } catch (error) {
      setSaving(false);
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
            applied(saved);
            setPending(null);
            setValues((previous) => ({ ...previous, email: saved.email }));
            finish();
          }}
          onCancelled={() => {
            setPending(null);
            setValues((previous) => ({ ...previous, email: user.email ?? '' }));
            setNotice(EMAIL_CHANGE_TEXT.cancelled);
          }}
        />
      </section>
    );
  }

  const field = (name: keyof ProfileFormValues) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : `${id}-${name}-help`,
  });

  return (
    <form
      ref={form}
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
            <Avatar name={values.name || user.name} photo={user.photo} size={96} />
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
          {errors.photo ? (
            <p className="vx-error-text" role="alert">
              {errors.photo}
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
            maxLength={USER_NAME_MAX_LENGTH}
            required
            disabled={locked}
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="vx-error-text">
              {errors.name}
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
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="vx-error-text">
              {errors.email}
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
          maxLength={USER_BIO_MAX_LENGTH}
          disabled={locked}
          value={values.bio}
          onChange={(event) => set('bio')(event.target.value)}
        />
        {errors.bio ? (
          <p id={`${id}-bio-error`} className="vx-error-text">
            {errors.bio}
          </p>
        ) : (
          <p id={`${id}-bio-help`} className="vx-help">
            {Array.from(values.bio).length}/{USER_BIO_MAX_LENGTH}
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
