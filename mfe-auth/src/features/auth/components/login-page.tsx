import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@voices/platform';
import { SectionPage, type SectionDetail } from '../../../components/section-page';
import { safeRedirect } from '../../../lib/safe-redirect';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const signedIn = useSession((state) => state.user !== null && state.token !== null);
  const redirect = searchParams.get('redirect');
  const target = safeRedirect(redirect);

  if (signedIn) return <Navigate to={target} replace />;

  const details: SectionDetail[] = redirect ? [{ label: 'After signing in', value: target }] : [];
  const registerLink = redirect ? `/register?redirect=${encodeURIComponent(target)}` : '/register';

  return (
    <SectionPage
      title="Sign in"
      description="Sign in with your e-mail address: we send you a 4-digit code, so there is no password to remember."
      details={details}
      links={[{ to: registerLink, label: 'Create one now' }]}
    />
  );
}
