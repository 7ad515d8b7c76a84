import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { REMOTE_EXPOSES, RemoteName } from '@voices/contracts/constants';
import { Spinner } from '@voices/ui';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { RemoteRoute } from '../features/remote-loader/components/remote-route';
import { useSignedIn } from '../hooks/use-signed-in';
import { useT } from '../i18n';
import { ProtectedRoute } from './protected-route';
import { ShellLayout } from './shell-layout';

/**
 * The one route table of Voices: every route of the two specification documents and the
 * remote that owns it. The shell renders its own pages; everything else is loaded at run
 * time from the remote named here, whose exposed module './<module>' is the page.
 */

/** A module a remote exposes, without './'. */
type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

export interface RemoteRouteDefinition {
  path: string;
  remote: RemoteName;
  /** The exposed module without './'. */
  module: ExposedModule<RemoteName>;
  /** Anonymous readers are sent to /login first. */
  protected: boolean;
}

const route = <R extends RemoteName>(
  path: string,
  remote: R,
  module: ExposedModule<R>,
  isProtected = false,
): RemoteRouteDefinition => ({
  path,
  remote,
  module,
  protected: isProtected,
});

export const REMOTE_ROUTES: readonly RemoteRouteDefinition[] = [
  route('/login', 'mfe_auth', 'login-page'),
  route('/register', 'mfe_auth', 'register-page'),

  route('/home', 'mfe_feed', 'home-page'),
  route('/unified', 'mfe_feed', 'home-page'),
  route('/news', 'mfe_feed', 'news-list-page'),
  route('/news/:id', 'mfe_feed', 'news-detail-page'),
  route('/user', 'mfe_feed', 'user-dashboard-page', true),
  route('/user/search', 'mfe_feed', 'user-search-page'),
  route('/user/:authorId', 'mfe_feed', 'author-page'),
  route('/contributed-newslist/:id', 'mfe_feed', 'contributed-list-page'),

  route('/contribute', 'mfe_compose', 'pick-theme-page', true),
  route('/contribute/:templateId', 'mfe_compose', 'compose-page', true),
  route('/contribute/edit/:id', 'mfe_compose', 'edit-news-page', true),

  route('/contribute/news/:id', 'mfe_portal_themes', 'contributed-news-page'),
  route('/portal/:authorId/:themeId', 'mfe_portal_themes', 'portal-page'),
  route('/theme-test', 'mfe_portal_themes', 'theme-test-page'),

  route('/profile', 'mfe_profile', 'own-profile-page', true),
  route('/profile/me', 'mfe_profile', 'own-profile-page', true),
  route('/profile/:id', 'mfe_profile', 'profile-page'),
  route('/edit-profile', 'mfe_profile', 'edit-profile-page', true),
  route('/notifications', 'mfe_profile', 'notifications-page', true),
  route('/saved', 'mfe_profile', 'saved-page', true),
  // Not protected: the page itself tells a visitor or a member that it is for moderators.
  route('/moderation', 'mfe_profile', 'moderation-page'),
];

/** The shell's own pages. */
export const SHELL_PATHS = ['/', '/about', '/privacy', '/terms'] as const;

// The static pages are rarely the first page of a visit: they load on demand.
const AboutPage = lazy(() => import('../features/static-pages/components/about-page'));
const PrivacyPage = lazy(() => import('../features/static-pages/components/privacy-page'));
const TermsPage = lazy(() => import('../features/static-pages/components/terms-page'));

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
  return signedIn ? <Navigate to="/home" replace /> : <LandingPage />;
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
