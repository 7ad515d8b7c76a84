import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@voices/platform';
import { useSendLoginOtp } from '@voices/platform/api';
import { FormAlert } from '../../../components/form-alert';
import { sayText, useT, type AuthText } from '../../../i18n';
import { EMAIL_PLACEHOLDER, emailProblem } from '../../../lib/email';

export interface LoginEmailFormProps {
  defaultEmail?: string;
  /**
   * The code is on its way to `email`; `handle` (the answer's `userId`) names this attempt for
   * a resend. It is not the account's id.
   */
  onSent(email: string, handle: string | null): void;
}

/** Step 1 of sign-in: the address the code goes to. */
export function LoginEmailForm({ defaultEmail = '', onSent }: LoginEmailFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const t = useT();
  const [error, setError] = useState<AuthText | null>(null);
  const { mutateAsync: send, isPending: pending } = useSendLoginOtp();
  const input = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setError({ key: problem });
      input.current?.focus();
      return;
    }
    setError(null);
    const address = email.trim();
    try {
      const reply = await send({ email: address });
      onSent(address, reply.userId || null);
    } catch (failure) {
      const said = errorMessage(failure, '');
      setError(said ? { text: said } : { key: 'form.sendFailed' });
      input.current?.focus();
    }
  };

  return (
    <form className="vx-auth-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
      </div>
      <FormAlert id={errorId}>{error ? <p>{sayText(t, error)}</p> : null}</FormAlert>
      <button
        type="submit"
        className="vx-btn vx-btn-primary vx-btn-lg vx-btn-block vx-auth-submit"
        disabled={pending}
      >
        {pending ? (
          <>
            <span className="vx-spinner vx-spinner-sm" aria-hidden="true" />
            {t('form.sending')}
          </>
        ) : (
          t('login.send')
        )}
      </button>
    </form>
  );
}
