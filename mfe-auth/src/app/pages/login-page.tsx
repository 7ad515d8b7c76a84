import { useCallback, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { OtpSentResponse } from '@voices/contracts';
import { isApiError, sessionStore, useDocumentTitle, useSession } from '@voices/platform';
import { resendLoginOtp, sendLoginOtp, verifyLoginOtp } from '@voices/platform/api';
import { AuthCard } from '../../components/auth-card';
import { LoginEmailForm } from '../../features/login/components/login-email-form';
import { SecurityFeatures } from '../../features/login/components/security-features';
import { OtpScreen, OtpScreenError } from '@voices/ui/otp';
import { safeRedirect } from '../../lib/safe-redirect';
import { Trans, useT } from '../../i18n';

/**
 * `handle` is what the last send answered as `userId`: the handle of that attempt, which only a
 * resend takes (valid as long as its code), never the account's id.
 */
type Step = { name: 'email' } | { name: 'verify'; email: string; handle: string | null };

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /login: spec 000 §2 and §4, an address, then the code sent to it. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const redirect = searchParams.get('redirect');
  const target = safeRedirect(redirect);
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [lastEmail, setLastEmail] = useState(() => emailFromState(location.state));
  const titleId = useId();
  const t = useT();
  useDocumentTitle(step.name === 'email' ? t('login.title') : t('login.verifyTitle'));

  const verify = useCallback(
    async (email: string, otp: string) => {
      const reply = await verifyLoginOtp({ email, otp });
      if (!reply.user || !reply.token) throw new OtpScreenError(t('login.verifyFailed'));
      sessionStore.getState().login(reply.user, reply.token);
      navigate(target, { replace: true });
    },
    [navigate, target, t],
  );

  if (signedIn) return <Navigate to={target} replace />;

  const registerHref = redirect ? `/register?redirect=${encodeURIComponent(target)}` : '/register';

  if (step.name === 'verify') {
    const resend = async () => {
      let reply: OtpSentResponse;
      try {
        reply = step.handle
          ? await resendLoginOtp({ userId: step.handle })
          : await sendLoginOtp({ email: step.email });
      } catch (error) {
        // A handle lives as long as its code: past that, the address asks afresh.
        if (!step.handle || !isApiError(error) || error.status !== 404) throw error;
        reply = await sendLoginOtp({ email: step.email });
      }
      setStep({ ...step, handle: reply.userId || null });
    };
    return (
      <AuthCard>
        <OtpScreen
          title={t('login.verifyTitle')}
          headingLevel={1}
          email={step.email}
          onVerify={(otp) => verify(step.email, otp)}
          onResend={resend}
          onCancel={() => setStep({ name: 'email' })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      labelledBy={titleId}
      footer={
        <p>
          <Trans
            id="login.agreement"
            components={{ 0: <Link to="/terms" />, 1: <Link to="/privacy" /> }}
          />
        </p>
      }
    >
      <h1 id={titleId} className="vx-auth-title">
        {t('login.title')}
      </h1>
      <p className="vx-auth-lead">
        <Trans id="login.lead" components={{ 0: <span className="vx-auth-nowrap" /> }} />
      </p>
      <LoginEmailForm
        defaultEmail={lastEmail}
        onSent={(email, handle) => {
          setLastEmail(email);
          setStep({ name: 'verify', email, handle });
        }}
      />
      <p className="vx-auth-switch">
        <Trans id="login.noAccount" components={{ 0: <Link to={registerHref} /> }} />
      </p>
      <SecurityFeatures />
    </AuthCard>
  );
}

export default LoginPage;
