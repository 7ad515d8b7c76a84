/** The federation names of the five remotes; each is its folder name with '-' as '_'. */
export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_feed',
  'mfe_compose',
  'mfe_portal_themes',
  'mfe_profile',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** The folder a remote is built in and served under (`/remotes/<folder>/`). */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

/**
 * Every module each remote exposes (its public API, without './'). Each remote's build exposes
 * exactly these, and `@voices/platform` declares the type of each one.
 */
export const REMOTE_EXPOSES = {
  mfe_auth: ['login-page', 'register-page'],
  mfe_feed: [
    'home-page',
    'news-list-page',
    'news-detail-page',
    'user-dashboard-page',
    'user-search-page',
    'author-page',
    'contributed-list-page',
  ],
  mfe_compose: ['pick-theme-page', 'compose-page', 'edit-news-page', 'share-news-modal'],
  mfe_portal_themes: [
    'contributed-news-page',
    'portal-page',
    'theme-test-page',
    'theme-registry',
    'theme-renderer',
    'theme-miniature',
  ],
  mfe_profile: [
    'own-profile-page',
    'profile-page',
    'edit-profile-page',
    'notifications-page',
    'saved-page',
    'moderation-page',
    'follow-button',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

/** 'mfe_feed/home-page' and the like: one exposed module of one remote. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_EXPOSES)[R][number]}`;
}[RemoteName];

export const REMOTE_MODULE_IDS: readonly RemoteModuleId[] = /* @__PURE__ */ REMOTE_NAMES.flatMap(
  (remote) => REMOTE_EXPOSES[remote].map((module) => `${remote}/${module}` as RemoteModuleId),
);
