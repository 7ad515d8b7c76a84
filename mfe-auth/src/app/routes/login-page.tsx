import { useCallback, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore, useSession } from '@voices/platform';
import { AuthCard } from '../../components/auth-card';
import { resendLoginOtp } from '../../features/login/api/resend-login-otp';
import { sendLoginOtp } from '../../features/login/api/send-login-otp';
import { verifyLoginOtp } from '../../features/login/api/verify-login-otp';
import { LoginEmailForm } from '../../features/login/components/login-email-form';
import { SecurityFeatures } from '../../features/login/components/security-features';
import { OtpScreen, OtpScreenError } from '../../features/otp/components/otp-screen';
import { safeRedirect } from '../../lib/safe-redirect';
import { useDocumentTitle } from '@voices/platform';

export const LOGIN_FAILED = 'OTP verification failed';

type Step = { name: 'email' } | { name: 'verify'; email: string; userId: string | null };

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
      const reply = step.userId
        ? await resendLoginOtp({ userId: step.userId })
        : await sendLoginOtp({ email: step.email });
      setStep({ ...step, userId: reply.userId || step.userId });
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
        onSent={(email, userId) => {
          setLastEmail(email);
          setStep({ name: 'verify', email, userId });
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
