import type { REMOTE_EXPOSES, RemoteName } from './remotes';

/** A module a remote exposes, without './'. */
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** A route a remote owns: its page is the remote's exposed module './<module>'. */
export interface RemoteRouteDefinition {
  /** As react-router writes it: '/news/:id'. */
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
): RemoteRouteDefinition => ({ path, remote, module, protected: isProtected });

/**
 * The one route table of Voices: every route of the two specification documents that a remote
 * owns. The shell mounts it; the gateway reads it to name, in the page it serves, the remote a
 * route opens with. A more specific path comes before a parameter that would also match it.
 */
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
  route('/contribute/edit/:id', 'mfe_compose', 'edit-news-page', true),
  route('/contribute/news/:id', 'mfe_portal_themes', 'contributed-news-page'),
  route('/contribute/:templateId', 'mfe_compose', 'compose-page', true),

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

/**
 * Where the shell's build writes the page it draws around a route's remote page, in its dist/
 * (docs/architecture.md, "First paints of a remote's page"): `first-paint/login.html`, and for
 * a route with parameters `first-paint/contribute/news/[id].html`, one page for every value.
 */
export function firstPaintFrame(routePath: string): string {
  return `first-paint/${routePath.slice(1).replace(/:(\w+)/g, '[$1]')}.html`;
}

/** The shell's own pages. */
export const SHELL_PATHS = ['/', '/about', '/privacy', '/terms'] as const;
