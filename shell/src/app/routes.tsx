import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import {
  REMOTE_ROUTES,
  type RemoteName,
  type RemoteRouteDefinition,
} from '@voices/contracts/constants';
import { Spinner } from '@voices/ui';
import { PageStarted } from '../components/page-started';
import { Landing } from '../features/landing/landing-route';
import { RemoteRoute } from '../features/remote-loader/components/remote-route';
import { useSignedIn } from '../hooks/use-signed-in';
import { useT } from '../i18n';
import { ProtectedRoute } from './protected-route';
import { ShellLayout } from './shell-layout';

// The route table itself (REMOTE_ROUTES, SHELL_PATHS) is in @voices/contracts, where the
// gateway reads it too; the shell mounts it here.
export { REMOTE_ROUTES, SHELL_PATHS } from '@voices/contracts/constants';

// The static pages are rarely the first page of a visit: they load on demand.
const AboutPage = lazy(() => import('../features/static-pages/components/about-page'));
const PrivacyPage = lazy(() => import('../features/static-pages/components/privacy-page'));
const TermsPage = lazy(() => import('../features/static-pages/components/terms-page'));
// So is an address that names no page.
const NotFoundPage = lazy(() =>
  import('../features/errors/components/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

function PageLoading() {
  const t = useT();
  return (
    <div className="vx-shell-route-loading">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

function ShellPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * A remote's page, with what a reader calls its part of the site (shown while it loads and
 * when it cannot be loaded) in the interface language.
 */
function SectionRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const t = useT();
  return (
    <RemoteRoute
      remote={remote}
      module={module}
      section={t(`section.${remote}`)}
      loadingLabel={t(`section.loading.${remote}`)}
    />
  );
}

/** '/': the landing page for visitors; signed-in readers go to their front page. */
function FrontDoor() {
  const signedIn = useSignedIn();
  if (signedIn) return <Navigate to="/home" replace />;
  return (
    <ShellPage>
      <Landing />
      <PageStarted />
    </ShellPage>
  );
}

function remoteElement(definition: RemoteRouteDefinition) {
  const page = <SectionRoute remote={definition.remote} module={definition.module} />;
  return definition.protected ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { path: '/', element: <FrontDoor /> },
      {
        path: '/about',
        element: (
          <ShellPage>
            <AboutPage />
          </ShellPage>
        ),
      },
      {
        path: '/privacy',
        element: (
          <ShellPage>
            <PrivacyPage />
          </ShellPage>
        ),
      },
      {
        path: '/terms',
        element: (
          <ShellPage>
            <TermsPage />
          </ShellPage>
        ),
      },
      ...REMOTE_ROUTES.map((definition) => ({
        path: definition.path,
        element: remoteElement(definition),
      })),
      {
        path: '*',
        element: (
          <ShellPage>
            <NotFoundPage />
          </ShellPage>
        ),
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
