import { statSync, readFileSync } from 'node:fs';
import {
  REMOTE_NAMES,
  RemoteManifestOverride,
  remoteFolder,
  type RemoteManifest,
} from '@voices/contracts';
import { Value } from '@sinclair/typebox/value';
import { ConfigError } from '../config';

/** The gateway's own copies of the built remotes. */
export function defaultRemoteManifest(): RemoteManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${remoteFolder(name)}/mf-manifest.json`]),
  ) as RemoteManifest;
}

/**
 * Checks an override against the contracts schema and lays it over the defaults. Throws a
 * ConfigError whose message says which remote or URL is wrong.
 */
export function parseRemoteManifest(text: string, source: string): RemoteManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `REMOTES_JSON (${source}) is not valid JSON: ${(error as Error).message}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(
      `REMOTES_JSON (${source}) must be a JSON object from remote name to URL, e.g. {"mfe_feed": "https://cdn.example.com/mfe-feed/mf-manifest.json"}`,
    );
  }
  for (const [name, url] of Object.entries(value)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(
        `REMOTES_JSON (${source}) names an unknown remote "${name}"; the remotes are ${REMOTE_NAMES.join(', ')}`,
      );
    }
    if (
      typeof url !== 'string' ||
      !Value.Check(RemoteManifestOverride.properties[name as 'mfe_feed'], url)
    ) {
      throw new ConfigError(
        `REMOTES_JSON (${source}): the URL of ${name} must be an http:// or https:// URL or a path on this site such as /remotes/${remoteFolder(name as 'mfe_feed')}/mf-manifest.json, not ${JSON.stringify(url)}`,
      );
    }
  }
  // The checks above give the clear messages; the schema stays the one definition.
  if (!Value.Check(RemoteManifestOverride, value)) {
    throw new ConfigError(`REMOTES_JSON (${source}) does not match the remote manifest schema`);
  }
  return { ...defaultRemoteManifest(), ...value };
}

/** The origins (scheme://host:port) of the remotes served elsewhere than the site itself. */
export function manifestOrigins(manifest: RemoteManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export interface RemoteManifestState {
  manifest: RemoteManifest;
  origins: string[];
}

export interface RemoteManifestSource {
  /** The manifest now in force; a file is read again when it changes (checked once a second). */
  current(): RemoteManifestState;
  /** What the source is, for logs: 'default', 'inline' or the file path. */
  readonly description: string;
}

/** REMOTES_JSON holds JSON itself when it starts like JSON; otherwise it names a file. */
export function isInlineJson(value: string): boolean {
  return /^\s*[[{]/.test(value);
}

function stateOf(manifest: RemoteManifest): RemoteManifestState {
  return { manifest, origins: manifestOrigins(manifest) };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

function readManifestFile(file: string): RemoteManifestState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `REMOTES_JSON names the file ${file}, which cannot be read: ${(error as Error).message}`,
    );
  }
  return stateOf(parseRemoteManifest(text, file));
}

/**
 * Builds the manifest source from REMOTES_JSON. Throws at start-up on a bad manifest. A file
 * that later changes is read again; if the new content is wrong, the last good manifest stays
 * in force and `onReloadError` hears about it (once per change).
 */
export function createRemoteManifestSource(
  remotesJson: string | undefined,
  onReloadError: (error: Error) => void = () => {},
  now: () => number = Date.now,
): RemoteManifestSource {
  if (remotesJson === undefined) {
    const state = stateOf(defaultRemoteManifest());
    return { current: () => state, description: 'default' };
  }
  if (isInlineJson(remotesJson)) {
    const state = stateOf(parseRemoteManifest(remotesJson, 'inline'));
    return { current: () => state, description: 'inline' };
  }

  const file = remotesJson;
  let seenMtime = mtimeOf(file);
  let state = readManifestFile(file);
  let checkedAt = now();
  return {
    description: file,
    current() {
      if (now() - checkedAt < 1000) return state;
      checkedAt = now();
      const mtime = mtimeOf(file);
      if (mtime === seenMtime) return state;
      seenMtime = mtime;
      try {
        state = readManifestFile(file);
      } catch (error) {
        onReloadError(error as Error);
      }
      return state;
    },
  };
}
