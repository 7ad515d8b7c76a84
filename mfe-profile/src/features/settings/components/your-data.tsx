import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useSession } from '@voices/platform';
import {
  downloadAccountExport,
  useDeleteAccount,
  useRequestDeleteCode,
} from '@voices/platform/api';
import { toast } from '@voices/ui';
import { OtpScreen } from '@voices/ui/otp';
import { useT } from '../i18n';
import { SettingsSection } from './blocked-members';

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
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadAccountExport();
      saveFile(file.blob, file.name);
      toast.success(t('settings.data.downloaded'));
    } catch (error) {
      toast.error(errorMessage(error, t('settings.data.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection id="export" title={t('settings.data.title')} lead={t('settings.data.lead')}>
      <button
        type="button"
        className="vx-btn"
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('settings.data.preparing') : t('settings.data.download')}
      </button>
    </SettingsSection>
  );
}

/** The danger zone: what is deleted, a code by e-mail, then the account is gone. */
export function DeleteAccount() {
  const t = useT();
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
      setError(errorMessage(caught, t('settings.delete.codeFailed')));
    }
  };

  const confirm = async (otp: string) => {
    const answer = await deletion.mutateAsync(otp);
    toast.success(answer.message);
    navigate('/', { replace: true });
  };

  return (
    <SettingsSection id="delete" title={t('settings.delete.title')} danger>
      {step === 'code' ? (
        <OtpScreen
          title={t('settings.delete.codeTitle')}
          email={user?.email ?? t('settings.delete.yourAddress')}
          headingLevel={2}
          lead={t('settings.delete.codeLead')}
          onVerify={confirm}
          onResend={async () => {
            await requestCode.mutateAsync();
          }}
          onCancel={() => setStep('idle')}
        />
      ) : (
        <>
          <p>{t('settings.delete.explain')}</p>
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
            {requestCode.isPending ? t('settings.delete.sending') : t('settings.delete.title')}
          </button>
        </>
      )}
    </SettingsSection>
  );
}
