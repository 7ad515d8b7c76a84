import { Type, type Static } from '@sinclair/typebox';

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
 * Where a remote's `mf-manifest.json` or `remoteEntry.js` is: an http(s) URL on any origin,
 * or a path on the site itself (`/…`, `./…`, `../…`), resolved against the page.
 */
export const RemoteEntryUrl = Type.String({
  pattern: '^(https?://[^\\s/?#]+([/?#]\\S*)?|/(?!/)\\S*|\\.\\.?/\\S*)$',
  description: 'An http(s) URL, or a path on the site itself',
  examples: [
    '/remotes/mfe-feed/mf-manifest.json',
    'https://cdn.example.com/mfe-feed/mf-manifest.json',
  ],
});
export type RemoteEntryUrl = Static<typeof RemoteEntryUrl>;

const remoteProperties = Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemoteEntryUrl])) as {
  [K in RemoteName]: typeof RemoteEntryUrl;
};

/** `GET /remotes.json`: for every remote, the URL the shell loads it from. */
export const RemoteManifest = Type.Object(remoteProperties, {
  additionalProperties: false,
  title: 'RemoteManifest',
});
export type RemoteManifest = Static<typeof RemoteManifest>;

/** An operator's override (`REMOTES_JSON`): any of the remotes; the others keep their default. */
export const RemoteManifestOverride = Type.Partial(RemoteManifest, {
  additionalProperties: false,
  title: 'RemoteManifestOverride',
});
export type RemoteManifestOverride = Static<typeof RemoteManifestOverride>;
