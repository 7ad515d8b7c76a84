import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore, useSession } from '@voices/platform';
import { toast } from '@voices/ui';
import { AuthCard } from '../../components/auth-card';
import { requestOtp } from '../../features/register/api/request-otp';
import { resendRegistrationOtp } from '../../features/register/api/resend-registration-otp';
import { verifyOtp } from '../../features/register/api/verify-otp';
import type { CompleteRegistrationReply } from '../../features/register/api/complete-registration';
import { ProfileForm } from '../../features/register/components/profile-form';
import {
  RegisterEmailForm,
  type RegisterEmailValues,
} from '../../features/register/components/register-email-form';
import { RegisterStepper } from '../../features/register/components/register-stepper';
import { isRegistrationLost, REGISTRATION_LOST } from '../../features/register/registration-lost';
import { OtpScreen } from '../../features/otp/components/otp-screen';
import { safeRedirect } from '../../lib/safe-redirect';
import { useDocumentTitle } from '@voices/platform';

type Step =
  | { name: 'email'; notice: string | null }
  | { name: 'verify'; userId: string | null }
  | { name: 'profile' };

const STEP_INDEX = { email: 0, verify: 1, profile: 2 } as const;

/** /register: spec 000 §2 and §4, address and acceptances, the code, then the profile. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const redirect = searchParams.get('redirect');
  const target = safeRedirect(redirect);
  const [step, setStep] = useState<Step>({ name: 'email', notice: null });
  const [values, setValues] = useState<RegisterEmailValues>({
    email: '',
    acceptTerms: false,
    acceptPrivacy: false,
  });
  const titleId = useId();
  useDocumentTitle('Create your account');

  if (signedIn) return <Navigate to={target} replace />;

  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(target)}` : '/login';

  const restart = () => setStep({ name: 'email', notice: REGISTRATION_LOST });

  const verify = async (otp: string) => {
    try {
      await verifyOtp({ email: values.email, otp });
    } catch (error) {
      if (isRegistrationLost(error)) {
        restart();
        return;
      }
      throw error;
    }
    setStep({ name: 'profile' });
  };

  const resend = async () => {
    if (step.name !== 'verify') return;
    try {
      // Each new code is a new handle for the next resend.
      const reply = step.userId
        ? await resendRegistrationOtp({ userId: step.userId })
        : await requestOtp({ email: values.email });
      setStep({ name: 'verify', userId: reply.userId || step.userId });
    } catch (error) {
      if (isRegistrationLost(error)) restart();
      throw error;
    }
  };

  const complete = (reply: CompleteRegistrationReply) => {
    if (reply.user && reply.token) {
      sessionStore.getState().login(reply.user, reply.token);
      if (reply.message) toast.success(reply.message);
      navigate(target, { replace: true });
      return;
    }
    // An account without a session: the reader signs in with it.
    if (reply.message) toast.success(reply.message);
    const email = values.email;
    setValues({ email: '', acceptTerms: false, acceptPrivacy: false });
    setStep({ name: 'email', notice: null });
    navigate(loginHref, { state: { email } });
  };

  return (
    <AuthCard wide labelledBy={titleId}>
      <h1 id={titleId} className="vx-auth-title">
        Create your account
      </h1>
      <p className="vx-auth-lead">
        Join Voices to publish stories, follow writers and save what you read.
      </p>
      <RegisterStepper current={STEP_INDEX[step.name]} />

      {step.name === 'email' ? (
        <RegisterEmailForm
          initial={values}
          loginHref={loginHref}
          notice={step.notice}
          onSent={(sent, userId) => {
            setValues(sent);
            setStep({ name: 'verify', userId });
          }}
        />
      ) : null}

      {step.name === 'verify' ? (
        <OtpScreen
          title="Email Verification"
          email={values.email}
          onVerify={verify}
          onResend={resend}
          onCancel={() => setStep({ name: 'email', notice: null })}
        />
      ) : null}

      {step.name === 'profile' ? (
        <>
          <h2 className="vx-auth-step-title">Your profile</h2>
          <p className="vx-auth-step-lead">
            This is how other readers will see you. Your address <strong>{values.email}</strong> is
            verified.
          </p>
          <ProfileForm email={values.email} onComplete={complete} onRegistrationLost={restart} />
        </>
      ) : null}

      <p className="vx-auth-switch">
        Already have an account? <Link to={loginHref}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
