import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@voices/ui';
import { setUnauthorizedHandler, useSession } from '@voices/platform';
import { LanguageNotice } from '../components/language-notice';
import { ErrorFallback } from '../features/errors/components/error-fallback';
import { Header } from '../features/header/components/header';
import { useSignedIn } from '../hooks/use-signed-in';
import { optionalPart } from '../lib/optional-part';
import { useT } from '../i18n';
import { loginPath } from './protected-route';
import './shell.css';

// A member's role and suspension are read from the server with the query library, which a
// visitor's page does not load.
const AccountStatus = optionalPart(() =>
  import('../features/account/components/member-queries').then((module) => module.AccountStatus),
);

// Shown to a suspended member only, with the moderation messages it quotes.
const SuspensionNotice = optionalPart(() =>
  import('../features/account/components/suspension-notice').then(
    (module) => module.SuspensionNotice,
  ),
);

/** A request that the server refused for an expired session leads to the sign-in page. */
function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = window.location;
      if (pathname === '/login' || pathname === '/register') return;
      navigate(loginPath(pathname, search), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
}

/** A new page opens at its top; the first keeps where the reader is (it may have been drawn first). */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.documentElement.scrollTop = 0;
  }, [pathname]);
}

/** The header on every page; below it the page, inside its own error boundary. */
export function ShellLayout() {
  const t = useT();
  const { pathname } = useLocation();
  useUnauthorizedRedirect();
  useScrollToTopOnNavigation();
  const signedIn = useSignedIn();
  const suspended = useSession((state) => Boolean(state.token && state.user?.suspension));

  return (
    <div className="vx-shell-app">
      <a className="vx-shell-skip" href="#main">
        {t('layout.skip')}
      </a>
      {signedIn ? <AccountStatus /> : null}
      <Header />
      {suspended ? <SuspensionNotice /> : null}
      <LanguageNotice />
      <main id="main" className="vx-shell-main" tabIndex={-1}>
        {/* Keyed by path: leaving a broken page through the header clears the error. */}
        <ErrorBoundary key={pathname} fallback={() => <ErrorFallback />}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
