import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@voices/platform';
import { useRequestOtp } from '@voices/platform/api';
import { FormAlert } from '../../../components/form-alert';
import { sayText, Trans, useT, type AuthText } from '../../../i18n';
import { EMAIL_PLACEHOLDER, emailProblem } from '../../../lib/email';
import './register-email-form.css';

export interface RegisterEmailValues {
  email: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export interface RegisterEmailFormProps {
  initial?: RegisterEmailValues;
  /** Where an address that already has an account is sent. */
  loginHref: string;
  /** A notice carried over from a registration that had to start again. */
  notice?: string | null;
  /** `handle`: what the send answered as `userId`, the handle a resend takes. */
  onSent(values: RegisterEmailValues, handle: string | null): void;
}

type Failure = { message: AuthText; hasAccount: boolean };

/** Step 1 of registration: the address and the two acceptances. */
export function RegisterEmailForm({ initial, loginHref, notice, onSent }: RegisterEmailFormProps) {
  const t = useT();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [acceptTerms, setAcceptTerms] = useState(initial?.acceptTerms ?? false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(initial?.acceptPrivacy ?? false);
  const [failure, setFailure] = useState<Failure | null>(
    notice ? { message: { text: notice }, hasAccount: false } : null,
  );
  const { mutateAsync: requestOtp, isPending: pending } = useRequestOtp();
  const input = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const termsId = useId();
  const privacyId = useId();
  const errorId = useId();

  const ready = email.trim() !== '' && acceptTerms && acceptPrivacy;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const problem = emailProblem(email);
    if (problem) {
      setFailure({ message: { key: problem }, hasAccount: false });
      input.current?.focus();
      return;
    }
    if (!acceptTerms || !acceptPrivacy) {
      setFailure({ message: { key: 'register.acceptBoth' }, hasAccount: false });
      return;
    }
    setFailure(null);
    const address = email.trim();
    try {
      const reply = await requestOtp({ email: address });
      onSent({ email: address, acceptTerms, acceptPrivacy }, reply.userId || null);
    } catch (error) {
      const said = errorMessage(error, '');
      setFailure({
        message: said ? { text: said } : { key: 'form.sendFailed' },
        hasAccount: isApiError(error) && error.status === 409,
      });
    }
  };

  // The button is disabled until the form is complete, which also stops Enter from
  // submitting: Enter still explains what is missing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || ready || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  const change = (update: () => void) => {
    update();
    if (failure && !failure.hasAccount) setFailure(null);
  };

  return (
    <form
      className="vx-auth-form"
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-busy={pending || undefined}
    >
      <div className="vx-field">
        <label className="vx-label" htmlFor={emailId}>
          {t('form.email')}
        </label>
        <input
          ref={input}
          id={emailId}
          className="vx-input vx-auth-input-lg"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={EMAIL_PLACEHOLDER}
          required
          autoFocus
          value={email}
          aria-describedby={errorId}
          onChange={(event) => change(() => setEmail(event.target.value))}
        />
      </div>

      <fieldset className="vx-auth-consents">
        <legend className="vx-visually-hidden">{t('register.agreements')}</legend>
        <div className="vx-auth-check">
          <input
            id={termsId}
            type="checkbox"
            checked={acceptTerms}
            onChange={(event) => change(() => setAcceptTerms(event.target.checked))}
          />
          <label htmlFor={termsId}>
            <Trans
              id="register.acceptTerms"
              components={{ 0: <a href="/terms" target="_blank" rel="noopener noreferrer" /> }}
            />
          </label>
        </div>
        <div className="vx-auth-check">
          <input
            id={privacyId}
            type="checkbox"
            checked={acceptPrivacy}
            onChange={(event) => change(() => setAcceptPrivacy(event.target.checked))}
          />
          <label htmlFor={privacyId}>
            <Trans
              id="register.acceptPrivacy"
              components={{ 0: <a href="/privacy" target="_blank" rel="noopener noreferrer" /> }}
            />
          </label>
        </div>
      </fieldset>

      <FormAlert id={errorId}>
        {failure ? (
          <p>
            {sayText(t, failure.message)}
            {failure.hasAccount ? (
              <>
                {' '}
                <Link to={loginHref} state={{ email: email.trim() }}>
                  {t('register.signInInstead')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </FormAlert>

      <button
        type="submit"
        className="vx-btn vx-btn-primary vx-btn-lg vx-btn-block vx-auth-submit"
        disabled={!ready || pending}
      >
        {pending ? (
          <>
            <span className="vx-spinner vx-spinner-sm" aria-hidden="true" />
            {t('form.sending')}
          </>
        ) : (
          t('register.send')
        )}
      </button>
    </form>
  );
}
