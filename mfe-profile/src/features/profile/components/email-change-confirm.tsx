import {
  useCancelEmailChange,
  useConfirmEmailChange,
  useResendEmailChange,
  type Account,
} from '@voices/platform';
import { OtpScreen } from '@voices/ui';

export const EMAIL_CHANGE_TEXT = {
  title: 'Confirm your new e-mail',
  othersSaved: 'Your other changes are saved.',
  cancelled: 'Your e-mail address was not changed.',
} as const;

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
        title={EMAIL_CHANGE_TEXT.title}
        email={pendingEmail}
        headingLevel={headingLevel}
        lead={
          <>
            {otherChangesSaved ? `${EMAIL_CHANGE_TEXT.othersSaved} ` : ''}Until you enter the code,
            your account keeps <strong>{currentEmail}</strong> for signing in.
          </>
        }
        onVerify={verify}
        onResend={resend}
        onCancel={cancel}
      />
    </div>
  );
}
