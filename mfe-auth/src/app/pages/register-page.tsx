import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { OtpSentResponse } from '@voices/contracts';
import { sessionStore, useCommonT, useDocumentTitle, useSession } from '@voices/platform';
import {
  requestOtp,
  resendRegistrationOtp,
  verifyOtp,
  type CompleteRegistrationReply,
} from '@voices/platform/api';
import { Spinner, toast } from '@voices/ui';
import { AuthCard } from '../../components/auth-card';
import {
  RegisterEmailForm,
  type RegisterEmailValues,
} from '../../features/register/components/register-email-form';
import { RegisterStepper } from '../../features/register/components/register-stepper';
import { isRegistrationLost, REGISTRATION_LOST } from '../../features/register/registration-lost';
import { safeRedirect } from '../../lib/safe-redirect';
import { Trans, useT } from '../../i18n';

// Steps 2 and 3 (the code screen; the profile form, with its form kit, react-hook-form, 12 KB
// after gzip) are not what a visitor first sees: they load once the reader starts on step 1,
// or when a registration under way is taken up again at one of them.
const loadOtpScreen = () => import('@voices/ui/otp');
const loadProfileForm = () => import('../../features/register/components/profile-form');
const OtpScreen = lazy(() => loadOtpScreen().then((module) => ({ default: module.OtpScreen })));
const ProfileForm = lazy(() =>
  loadProfileForm().then((module) => ({ default: module.ProfileForm })),
);
let nextStepsAsked = false;
function loadNextSteps() {
  if (nextStepsAsked) return;
  nextStepsAsked = true;
  // A failed preload costs nothing: drawing the step asks for its file afresh.
  void loadOtpScreen().catch(() => (nextStepsAsked = false));
  void loadProfileForm().catch(() => (nextStepsAsked = false));
}

/**
 * Where a registration stands. `handle` is what the last code's send answered (the spec's
 * `userId`): the handle of that attempt, which only a resend takes, never an account's id.
 * `registrationToken` is what step 3 must present.
 */
type Step =
  | { name: 'email'; notice: string | null }
  | { name: 'verify'; handle: string | null }
  | { name: 'profile'; registrationToken: string };

const STEP_INDEX = { email: 0, verify: 1, profile: 2 } as const;

interface SavedRegistration {
  step: Extract<Step, { name: 'verify' | 'profile' }>;
  values: RegisterEmailValues;
}

/**
 * The registration kept in this tab's history entry, so that a reload in the middle carries on
 * where it was (the browser keeps a history entry's state across reloads, and only for it).
 */
function savedRegistration(state: unknown): SavedRegistration | null {
  const saved = (state as { registration?: unknown } | null)?.registration as
    Partial<SavedRegistration> | null | undefined;
  const step = saved?.step;
  const values = saved?.values;
  if (!step || !values || typeof values.email !== 'string' || !values.email) return null;
  if (step.name === 'verify' && (step.handle === null || typeof step.handle === 'string')) {
    return { step, values };
  }
  if (step.name === 'profile' && typeof step.registrationToken === 'string') {
    return { step, values };
  }
  return null;
}

/** /register: spec 000 §2 and §4, address and acceptances, the code, then the profile. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const redirect = searchParams.get('redirect');
  const target = safeRedirect(redirect);
  const [saved] = useState(() => savedRegistration(location.state));
  const [step, setStep] = useState<Step>(saved?.step ?? { name: 'email', notice: null });
  const [values, setValues] = useState<RegisterEmailValues>(
    saved?.values ?? { email: '', acceptTerms: false, acceptPrivacy: false },
  );
  const titleId = useId();
  // Set once the page navigates elsewhere, so the saved registration is not written back over it.
  const leaving = useRef(false);
  const t = useT();
  const common = useCommonT();
  useDocumentTitle(t('register.title'));

  useEffect(() => {
    if (signedIn || leaving.current) return;
    const registration: SavedRegistration | null = step.name === 'email' ? null : { step, values };
    const current = savedRegistration(location.state);
    if (JSON.stringify(current) === JSON.stringify(registration)) return;
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { ...(location.state as object | null), registration } },
    );
  }, [signedIn, step, values, location, navigate]);

  if (signedIn) return <Navigate to={target} replace />;

  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(target)}` : '/login';

  const restart = () => setStep({ name: 'email', notice: REGISTRATION_LOST });

  const verify = async (otp: string) => {
    let registrationToken: string;
    try {
      ({ registrationToken } = await verifyOtp({ email: values.email, otp }));
    } catch (error) {
      if (isRegistrationLost(error)) {
        restart();
        return;
      }
      throw error;
    }
    if (!registrationToken) {
      restart();
      return;
    }
    setStep({ name: 'profile', registrationToken });
  };

  const resend = async () => {
    if (step.name !== 'verify') return;
    let reply: OtpSentResponse;
    try {
      reply = step.handle
        ? await resendRegistrationOtp({ userId: step.handle })
        : await requestOtp({ email: values.email });
    } catch (error) {
      // A handle lives as long as its code: past that, the address asks afresh.
      if (!step.handle || !isRegistrationLost(error)) throw error;
      reply = await requestOtp({ email: values.email });
    }
    // Each new code is a new handle for the next resend.
    setStep({ name: 'verify', handle: reply.userId || null });
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
    leaving.current = true;
    const email = values.email;
    setValues({ email: '', acceptTerms: false, acceptPrivacy: false });
    setStep({ name: 'email', notice: null });
    navigate(loginHref, { state: { email } });
  };

  return (
    <AuthCard wide labelledBy={titleId}>
      <h1 id={titleId} className="vx-auth-title">
        {t('register.title')}
      </h1>
      <p className="vx-auth-lead">{t('register.lead')}</p>
      <RegisterStepper current={STEP_INDEX[step.name]} />

      {step.name === 'email' ? (
        // Typing or ticking a box in step 1 (input events bubble) asks for the next steps.
        <div onInput={loadNextSteps}>
          <RegisterEmailForm
            initial={values}
            loginHref={loginHref}
            notice={step.notice}
            onSent={(sent, handle) => {
              setValues(sent);
              setStep({ name: 'verify', handle });
            }}
          />
        </div>
      ) : null}

      <Suspense fallback={<Spinner label={common('status.loading')} showLabel />}>
        {step.name === 'verify' ? (
          <OtpScreen
            title={t('register.verifyTitle')}
            email={values.email}
            onVerify={verify}
            onResend={resend}
            onCancel={() => setStep({ name: 'email', notice: null })}
          />
        ) : null}

        {step.name === 'profile' ? (
          <>
            <h2 className="vx-auth-step-title">{t('register.profileTitle')}</h2>
            <p className="vx-auth-step-lead">
              <Trans
                id="register.profileLead"
                values={{ email: values.email }}
                components={{ 0: <strong /> }}
              />
            </p>
            <ProfileForm
              email={values.email}
              registrationToken={step.registrationToken}
              onComplete={complete}
              onRegistrationLost={restart}
            />
          </>
        ) : null}
      </Suspense>

      <p className="vx-auth-switch">
        <Trans id="register.haveAccount" components={{ 0: <Link to={loginHref} /> }} />
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
