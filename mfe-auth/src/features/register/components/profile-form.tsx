import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@voices/platform';
import { FormAlert } from '../../../components/form-alert';
import {
  useCompleteRegistration,
  type CompleteRegistrationReply,
} from '../api/complete-registration';
import { isRegistrationLost } from '../registration-lost';
import { PhotoField } from './photo-field';

export const NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  failed: 'Failed to complete registration',
} as const;

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
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: complete, pending } = useCompleteRegistration();
  const nameInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const nameErrorId = useId();
  const bioId = useId();
  const bioCountId = useId();
  const alertId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fullName = name.trim();
    if (!fullName) {
      setNameError(PROFILE_MESSAGES.nameRequired);
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    setFailure(null);
    try {
      const reply = await complete({
        email,
        registrationToken,
        name: fullName,
        bio: bio.trim(),
        photo,
      });
      onComplete(reply);
    } catch (error) {
      if (isRegistrationLost(error)) {
        onRegistrationLost();
        return;
      }
      setFailure(errorMessage(error, PROFILE_MESSAGES.failed));
    }
  };

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
          ref={nameInput}
          id={nameId}
          className="vx-input vx-auth-input-lg"
          type="text"
          name="name"
          autoComplete="name"
          required
          autoFocus
          maxLength={NAME_MAX_LENGTH}
          value={name}
          disabled={pending}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameErrorId}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
        />
        <p id={nameErrorId} className="vx-auth-error" role="alert">
          {nameError}
        </p>
      </div>

      <div className="vx-field">
        <label className="vx-label" htmlFor={bioId}>
          Bio <span className="vx-auth-optional">(optional)</span>
        </label>
        <textarea
          id={bioId}
          className="vx-input"
          name="bio"
          rows={3}
          maxLength={BIO_MAX_LENGTH}
          placeholder="A line or two about you and what you write about"
          value={bio}
          disabled={pending}
          aria-describedby={bioCountId}
          onChange={(event) => setBio(event.target.value)}
        />
        <p id={bioCountId} className="vx-help vx-auth-count">
          {bio.length}/{BIO_MAX_LENGTH}
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
