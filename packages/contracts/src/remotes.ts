import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteName } from './constants/remotes';

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
