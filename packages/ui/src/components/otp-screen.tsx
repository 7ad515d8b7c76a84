import { OTP_LENGTH } from '@voices/contracts/constants';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TIMINGS, ApiError, CommonTrans, localizeMessage } from '@voices/platform';
import { useCountdown } from '../hooks/use-countdown';
import { toast } from '@voices/ui';
import { t as translate, Trans, useT } from '../messages/otp/i18n';
import { emptyCode, OtpInput, type OtpInputHandle } from './otp-input';

/** The code screen's own messages, in the interface language when read. */
export const OTP_MESSAGES = {
  get incomplete(): string {
    return translate('otp.incomplete');
  },
  get prompt(): string {
    return translate('otp.prompt');
  },
  get verifyFailed(): string {
    return translate('otp.verifyFailed');
  },
  get invalid(): string {
    return translate('otp.invalid');
  },
  get resent(): string {
    return translate('otp.resent');
  },
  get resendFailed(): string {
    return translate('otp.resendFailed');
  },
};

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A failure the page already put into words, shown as it is. */
export class OtpScreenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtpScreenError';
  }
}

/** Spec 000 §8: the server's message, else the wording for a refused code, else a general one. */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof OtpScreenError) return error.message;
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.status === 400 || error.status === 401) return OTP_MESSAGES.invalid;
  }
  return OTP_MESSAGES.verifyFailed;
}

/** How long the server asked us to wait before the next code, when it said so. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const data = error.data as { retryAfter?: unknown } | null;
  if (typeof data?.retryAfter === 'number' && data.retryAfter > 0) return data.retryAfter;
  const inMessage = /(\d+)\s*(?:s\b|sec|second)/i.exec(error.message);
  return inMessage ? Number(inMessage[1]) : null;
}

export interface OtpScreenProps {
  /** 'Email Verification' for registration, 'Login Verification' for sign-in. */
  title: string;
  /** Where the code went. */
  email: string;
  /** A word on what the code is for, under the address. */
  lead?: ReactNode;
  headingLevel?: 1 | 2;
  /** Resolves when the code was accepted; rejects with the reason otherwise. */
  onVerify(otp: string): Promise<void>;
  onResend(): Promise<void>;
  onCancel(): void;
  /** Seconds before a new code may be asked for; the one just sent counts. */
  cooldownSeconds?: number;
}

/**
 * The code screen of spec 000 §2: four boxes, Verify OTP (enabled at 4 digits), Resend OTP with
 * its countdown, and Cancel. Used for sign-in, registration and a new e-mail address.
 */
export function OtpScreen({
  title,
  email,
  lead,
  headingLevel = 2,
  onVerify,
  onResend,
  onCancel,
  cooldownSeconds = TIMINGS.otpCooldownSeconds,
}: OtpScreenProps) {
  const t = useT();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  // Shown through localizeMessage: a message of the spec reads in the reader's language.
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const { secondsLeft, start } = useCountdown(cooldownSeconds);
  const boxes = useRef<OtpInputHandle>(null);
  const mounted = useRef(true);
  const titleId = useId();
  const promptId = useId();
  const errorId = useId();

  useEffect(() => {
    mounted.current = true;
    boxes.current?.focusFirstEmpty();
    return () => {
      mounted.current = false;
    };
  }, []);

  const otp = digits.join('');
  const complete = CODE_PATTERN.test(otp);

  // After a refused code the boxes empty and typing starts again in the first one, once the
  // boxes are enabled again (a disabled box cannot take the focus).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0 && !verifying) boxes.current?.focusFirstEmpty();
  }, [refocus, verifying]);

  const startOver = () => {
    setDigits(emptyCode());
    setRefocus((n) => n + 1);
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (verifying) return;
    if (!complete) {
      setError(OTP_MESSAGES.incomplete);
      boxes.current?.focusFirstEmpty();
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      await onVerify(otp);
    } catch (failure) {
      if (!mounted.current) return;
      setError(verifyErrorMessage(failure));
      startOver();
    } finally {
      if (mounted.current) setVerifying(false);
    }
  };

  const resend = async () => {
    if (resending || secondsLeft > 0) return;
    setResending(true);
    try {
      await onResend();
      toast.success(OTP_MESSAGES.resent);
      if (!mounted.current) return;
      setError(null);
      start(cooldownSeconds);
      startOver();
    } catch (failure) {
      toast.error(OTP_MESSAGES.resendFailed);
      if (!mounted.current) return;
      const wait = retryAfterSeconds(failure);
      if (wait) start(wait);
      if (
        failure instanceof OtpScreenError ||
        (failure instanceof ApiError && failure.fromServer)
      ) {
        setError(failure.message);
      }
    } finally {
      if (mounted.current) setResending(false);
    }
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <div className="vx-otp">
      <div className="vx-otp-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor">
          <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="1.8" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </div>
      <Heading id={titleId} className="vx-otp-title">
        {title}
      </Heading>
      <p id={promptId} className="vx-otp-prompt">
        {t('otp.prompt')}
      </p>
      <p className="vx-otp-email">
        <Trans id="otp.sentTo" values={{ email }} components={{ 0: <strong /> }} />
      </p>
      {lead ? <p className="vx-otp-lead">{lead}</p> : null}

      <form className="vx-otp-form" noValidate onSubmit={verify} aria-labelledby={titleId}>
        <OtpInput
          ref={boxes}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          onIncomplete={() => setError(OTP_MESSAGES.incomplete)}
          labelledBy={titleId}
          describedBy={error ? `${promptId} ${errorId}` : promptId}
          invalid={Boolean(error)}
          disabled={verifying}
        />
        <p id={errorId} className="vx-otp-error" role="alert">
          {error ? localizeMessage(error) : null}
        </p>
        <button
          type="submit"
          className="vx-btn vx-btn-primary vx-btn-lg vx-btn-block"
          disabled={!complete || verifying}
          aria-busy={verifying || undefined}
        >
          {verifying ? (
            <>
              <span className="vx-spinner vx-spinner-sm" aria-hidden="true" />
              {t('otp.verifying')}
            </>
          ) : (
            t('otp.verify')
          )}
        </button>
        <div className="vx-otp-actions">
          <button
            type="button"
            className="vx-btn vx-btn-ghost vx-otp-resend"
            disabled={secondsLeft > 0 || resending || verifying}
            onClick={() => void resend()}
          >
            {secondsLeft > 0
              ? t('otp.resendIn', { seconds: secondsLeft })
              : resending
                ? t('otp.sending')
                : t('otp.resend')}
          </button>
          <button type="button" className="vx-btn vx-btn-ghost" onClick={onCancel}>
            <CommonTrans id="action.cancel" />
          </button>
        </div>
      </form>
      <p className="vx-otp-help">{t('otp.help')}</p>
    </div>
  );
}
