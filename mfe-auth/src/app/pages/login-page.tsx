import { useCallback, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { OtpSentResponse } from '@voices/contracts';
import {
  isApiError,
  resendLoginOtp,
  sendLoginOtp,
  sessionStore,
  useDocumentTitle,
  useSession,
  verifyLoginOtp,
} from '@voices/platform';
import { AuthCard } from '../../components/auth-card';
import { LoginEmailForm } from '../../features/login/components/login-email-form';
import { SecurityFeatures } from '../../features/login/components/security-features';
import { OtpScreen, OtpScreenError } from '@voices/ui';
import { safeRedirect } from '../../lib/safe-redirect';

export const LOGIN_FAILED = 'OTP verification failed';

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
  useDocumentTitle(step.name === 'email' ? 'Sign in' : 'Login Verification');

  const verify = useCallback(
    async (email: string, otp: string) => {
      const reply = await verifyLoginOtp({ email, otp });
      if (!reply.user || !reply.token) throw new OtpScreenError(LOGIN_FAILED);
      sessionStore.getState().login(reply.user, reply.token);
      navigate(target, { replace: true });
    },
    [navigate, target],
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
          title="Login Verification"
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
          By signing in you agree to our <Link to="/terms">Terms and Conditions</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      }
    >
      <h1 id={titleId} className="vx-auth-title">
        Sign in
      </h1>
      <p className="vx-auth-lead">
        Enter your e-mail address and we will send you a{' '}
        <span className="vx-auth-nowrap">4-digit</span> code. No password needed.
      </p>
      <LoginEmailForm
        defaultEmail={lastEmail}
        onSent={(email, handle) => {
          setLastEmail(email);
          setStep({ name: 'verify', email, handle });
        }}
      />
      <p className="vx-auth-switch">
        Don&apos;t have an account? <Link to={registerHref}>Create one now</Link>
      </p>
      <SecurityFeatures />
    </AuthCard>
  );
}

export default LoginPage;
