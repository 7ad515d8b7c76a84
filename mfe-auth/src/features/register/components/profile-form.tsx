import { useId, useState } from 'react';
import {
  errorMessage,
  useCompleteRegistration,
  type CompleteRegistrationReply,
} from '@voices/platform';
import { maxLengthOf, registrationProfileSchema, useSchemaForm } from '@voices/platform/forms';
import { FormAlert } from '../../../components/form-alert';
import { isRegistrationLost } from '../registration-lost';
import { PhotoField } from './photo-field';

export const PROFILE_MESSAGES = {
  failed: 'Failed to complete registration',
} as const;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export interface ProfileFormProps {
  email: string;
  registrationToken: string;
  onComplete(reply: CompleteRegistrationReply): void;
  /** The verified address is no longer on record: registration starts again. */
  onRegistrationLost(): void;
}

/** Step 3 of registration: who the reader is. */
export function ProfileForm({
  email,
  registrationToken,
  onComplete,
  onRegistrationLost,
}: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(registrationProfileSchema, { defaultValues: { name: '', bio: '' } });
  const [photo, setPhoto] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync: complete, isPending: pending } = useCompleteRegistration();
  const nameId = useId();
  const nameErrorId = useId();
  const bioId = useId();
  const bioCountId = useId();
  const alertId = useId();
  const bio = watch('bio') ?? '';

  // The schema's words (the gateway's) for a missing or too long name; the name takes the focus.
  const submit = handleSubmit(async ({ name, bio: about }) => {
    if (pending) return;
    setFailure(null);
    try {
      const reply = await complete({ email, registrationToken, name, bio: about, photo });
      onComplete(reply);
    } catch (error) {
      if (isRegistrationLost(error)) {
        onRegistrationLost();
        return;
      }
      setFailure(errorMessage(error, PROFILE_MESSAGES.failed));
    }
  });

  return (
    <form className="vx-auth-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <div className="vx-field">
        <label className="vx-label" htmlFor={nameId}>
          Full Name{' '}
          <span className="vx-auth-required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={nameId}
          className="vx-input vx-auth-input-lg"
          type="text"
          autoComplete="name"
          required
          autoFocus
          maxLength={maxLengthOf(registrationProfileSchema, 'name')}
          disabled={pending}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={nameErrorId}
          {...register('name', { setValueAs: trim })}
        />
        <p id={nameErrorId} className="vx-auth-error" role="alert">
          {errors.name?.message}
        </p>
      </div>

      <div className="vx-field">
        <label className="vx-label" htmlFor={bioId}>
          Bio <span className="vx-auth-optional">(optional)</span>
        </label>
        <textarea
          id={bioId}
          className="vx-input"
          rows={3}
          maxLength={maxLengthOf(registrationProfileSchema, 'bio')}
          placeholder="A line or two about you and what you write about"
          disabled={pending}
          aria-describedby={bioCountId}
          {...register('bio', { setValueAs: trim })}
        />
        <p id={bioCountId} className="vx-help vx-auth-count">
          {bio.length}/{maxLengthOf(registrationProfileSchema, 'bio')}
        </p>
      </div>

      <PhotoField file={photo} onChange={setPhoto} disabled={pending} />

      <FormAlert id={alertId}>{failure ? <p>{failure}</p> : null}</FormAlert>

      <button
        type="submit"
        className="vx-btn vx-btn-primary vx-btn-lg vx-btn-block vx-auth-submit"
        disabled={pending}
      >
        {pending ? (
          <>
            <span className="vx-spinner vx-spinner-sm" aria-hidden="true" />
            Creating your account…
          </>
        ) : (
          'Complete Registration'
        )}
      </button>
    </form>
  );
}
