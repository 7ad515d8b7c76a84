import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  downloadAccountExport,
  errorMessage,
  useDeleteAccount,
  useRequestDeleteCode,
  useSession,
} from '@voices/platform';
import { OtpScreen, toast } from '@voices/ui';
import { SettingsSection } from './blocked-members';

export const DATA_TEXT = {
  exportFailed: 'Your data could not be downloaded. Please try again.',
  codeFailed: 'The code could not be sent. Please try again.',
} as const;

/** Saves a file the browser holds, under a name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download my data: the export, fetched with the session and saved as a JSON file. */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadAccountExport();
      saveFile(file.blob, file.name);
      toast.success('Your data is downloaded.');
    } catch (error) {
      toast.error(errorMessage(error, DATA_TEXT.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="export"
      title="Your data"
      lead="A copy of everything you gave Voices: your profile, stories and drafts, who you follow and who follows you, saved stories, favourite and blocked authors, notifications and e-mail settings, in one JSON file."
    >
      <button
        type="button"
        className="vx-btn"
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? 'Preparing…' : 'Download my data'}
      </button>
    </SettingsSection>
  );
}

/** The danger zone: what is deleted, a code by e-mail, then the account is gone. */
export function DeleteAccount() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const requestCode = useRequestDeleteCode();
  const deletion = useDeleteAccount();
  const [step, setStep] = useState<'idle' | 'code'>('idle');
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    setError(null);
    try {
      const answer = await requestCode.mutateAsync();
      toast.info(answer.message);
      setStep('code');
    } catch (caught) {
      setError(errorMessage(caught, DATA_TEXT.codeFailed));
    }
  };

  const confirm = async (otp: string) => {
    const answer = await deletion.mutateAsync(otp);
    toast.success(answer.message);
    navigate('/', { replace: true });
  };

  return (
    <SettingsSection id="delete" title="Delete my account" danger>
      {step === 'code' ? (
        <OtpScreen
          title="Enter the code to delete your account"
          email={user?.email ?? 'your e-mail address'}
          headingLevel={2}
          lead="This cannot be undone. Once you enter the code, your account is deleted."
          onVerify={confirm}
          onResend={async () => {
            await requestCode.mutateAsync();
          }}
          onCancel={() => setStep('idle')}
        />
      ) : (
        <>
          <p>
            Deleting your account removes your profile and photo, every story you published and its
            pictures, your drafts, follows, saved stories, favourites, blocks, notifications and
            e-mail settings. This cannot be undone; download your data first if you want a copy.
          </p>
          {error ? (
            <p className="vx-alert vx-alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className="vx-btn vx-btn-danger"
            disabled={requestCode.isPending}
            aria-busy={requestCode.isPending}
            onClick={() => void sendCode()}
          >
            {requestCode.isPending ? 'Sending the code…' : 'Delete my account'}
          </button>
        </>
      )}
    </SettingsSection>
  );
}
