import { type Account } from '@voices/platform';
import {
  useCancelEmailChange,
  useConfirmEmailChange,
  useResendEmailChange,
} from '@voices/platform/api';
import { OtpScreen } from '@voices/ui/otp';
import { Trans, useT } from '../i18n';

export interface EmailChangeConfirmProps {
  /** The new address, waiting for the code sent to it. */
  pendingEmail: string;
  /** The address the account keeps until then. */
  currentEmail: string;
  /** Whether the same save changed anything else (already saved). */
  otherChangesSaved: boolean;
  headingLevel?: 1 | 2;
  onConfirmed(user: Account): void;
  onCancelled(): void;
}

/**
 * The code step of an e-mail change: the four boxes for the code sent to the new address, with
 * resend (and its countdown) and cancel. The account keeps its address until the code is in.
 */
export function EmailChangeConfirm({
  pendingEmail,
  currentEmail,
  otherChangesSaved,
  headingLevel = 2,
  onConfirmed,
  onCancelled,
}: EmailChangeConfirmProps) {
  const t = useT();
  const confirming = useConfirmEmailChange();
  const resending = useResendEmailChange();
  const cancelling = useCancelEmailChange();

  const verify = async (otp: string) => {
    // The session and every cached copy take the new address once it is applied.
    const reply = await confirming.mutateAsync({ otp });
    onConfirmed(reply.user);
  };

  const resend = async () => {
    await resending.mutateAsync();
  };

  const cancel = () => {
    // The code stops working on the server too; if that call fails, it still dies in 10 minutes.
    cancelling.mutate();
    onCancelled();
  };

  return (
    <div className="vx-email-change">
      <OtpScreen
        title={t('emailChange.title')}
        email={pendingEmail}
        headingLevel={headingLevel}
        lead={
          <Trans
            id={otherChangesSaved ? 'emailChange.leadAfterSave' : 'emailChange.lead'}
            values={{ email: currentEmail }}
            components={{ 0: <strong /> }}
          />
        }
        onVerify={verify}
        onResend={resend}
        onCancel={cancel}
      />
    </div>
  );
}
