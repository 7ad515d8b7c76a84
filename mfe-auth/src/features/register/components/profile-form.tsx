import { useId, useState } from 'react';
import { errorMessage, localizeMessage } from '@voices/platform';
import { useCompleteRegistration, type CompleteRegistrationReply } from '@voices/platform/api';
import { maxLengthOf, registrationProfileForm, useSchemaForm } from '@voices/platform/forms';
import { FormAlert } from '../../../components/form-alert';
import { sayText, Trans, useT, type AuthText } from '../../../i18n';
import { isRegistrationLost } from '../registration-lost';
import { PhotoField } from './photo-field';

const BIO_MAX = maxLengthOf(registrationProfileForm, 'bio');
const NAME_MAX = maxLengthOf(registrationProfileForm, 'name');

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
  } = useSchemaForm(registrationProfileForm, { defaultValues: { name: '', bio: '' } });
  const [photo, setPhoto] = useState<File | null>(null);
  const t = useT();
  const [failure, setFailure] = useState<AuthText | null>(null);
  const { mutateAsync: complete, isPending: pending } = useCompleteRegistration();
  const nameId = useId();
  const nameErrorId = useId();
  const bioId = useId();
  const bioCountId = useId();
  const alertId = useId();
  const bio = watch('bio') ?? '';
  const nameField = register('name', { setValueAs: trim });
  const bioField = register('bio', { setValueAs: trim });

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
      const said = errorMessage(error, '');
      setFailure(said ? { text: said } : { key: 'profile.failed' });
    }
  });

  return (
    <form className="vx-auth-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <div className="vx-field">
        <label className="vx-label" htmlFor={nameId}>
          {t('profile.name')}{' '}
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
          maxLength={NAME_MAX}
          disabled={pending}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={nameErrorId}
          {...nameField}
        />
        <p id={nameErrorId} className="vx-auth-error" role="alert">
          {errors.name?.message ? localizeMessage(errors.name.message) : null}
        </p>
      </div>

      <div className="vx-field">
        <label className="vx-label" htmlFor={bioId}>
          <Trans id="profile.bio" components={{ 0: <span className="vx-auth-optional" /> }} />
        </label>
        <textarea
          id={bioId}
          className="vx-input"
          rows={3}
          maxLength={BIO_MAX}
          placeholder={t('profile.bioPlaceholder')}
          disabled={pending}
          aria-describedby={bioCountId}
          {...bioField}
        />
        <p id={bioCountId} className="vx-help vx-auth-count">
          {bio.length}/{BIO_MAX}
        </p>
      </div>

      <PhotoField file={photo} onChange={setPhoto} disabled={pending} />

      <FormAlert id={alertId}>{failure ? <p>{sayText(t, failure)}</p> : null}</FormAlert>

      <button
        type="submit"
        className="vx-btn vx-btn-primary vx-btn-lg vx-btn-block vx-auth-submit"
        disabled={pending}
      >
        {pending ? (
          <>
            <span className="vx-spinner vx-spinner-sm" aria-hidden="true" />
            {t('profile.creating')}
          </>
        ) : (
          t('profile.submit')
        )}
      </button>
    </form>
  );
}
