import { useSearchParams } from 'react-router-dom';
import { SectionPage, type SectionDetail } from '../../../components/section-page';
import { safeRedirect } from '../../../lib/safe-redirect';
import './register-page.css';

const STEPS = ['Email', 'Verify', 'Profile'];

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const details: SectionDetail[] = redirect
    ? [{ label: 'After signing up', value: safeRedirect(redirect) }]
    : [];

  return (
    <SectionPage
      title="Create your account"
      description="Join Voices in three steps: your e-mail address, the code we send to it, and your profile."
      details={details}
      links={[
        {
          to: redirect ? `/login?redirect=${encodeURIComponent(safeRedirect(redirect))}` : '/login',
          label: 'Sign in instead',
        },
      ]}
    >
      <ol className="vx-auth-steps" aria-label="Steps">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </SectionPage>
  );
}
