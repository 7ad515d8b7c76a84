import { Value } from '@sinclair/typebox/value';
import {
  ErrorResponse,
  ObjectId,
  REMOTE_NAMES,
  RemoteEntryUrl,
  RemoteManifest,
  RemoteManifestOverride,
  remoteFolder,
} from '../index';

describe('remote manifest schemas', () => {
  const full = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${remoteFolder(name)}/mf-manifest.json`]),
  );

  it('accepts a manifest naming all five remotes', () => {
    expect(Value.Check(RemoteManifest, full)).toBe(true);
  });

  it('refuses a manifest with a missing or unknown remote', () => {
    const { mfe_feed: _feed, ...missing } = full;
    expect(Value.Check(RemoteManifest, missing)).toBe(false);
    expect(Value.Check(RemoteManifest, { ...full, mfe_other: '/x.js' })).toBe(false);
  });

  it('accepts a partial override but no unknown remote in it', () => {
    expect(
      Value.Check(RemoteManifestOverride, { mfe_feed: 'http://localhost:3002/mf-manifest.json' }),
    ).toBe(true);
    expect(Value.Check(RemoteManifestOverride, {})).toBe(true);
    expect(Value.Check(RemoteManifestOverride, { mfe_other: '/x.js' })).toBe(false);
  });

  it.each([
    '/remotes/mfe-feed/mf-manifest.json',
    './remotes/mfe-feed/remoteEntry.js',
    '../mfe-feed/remoteEntry.js',
    'http://localhost:3002/mf-manifest.json',
    'https://cdn.example.com/feed/v42/mf-manifest.json?x=1',
    'https://cdn.example.com',
  ])('accepts the entry URL %s', (url) => {
    expect(Value.Check(RemoteEntryUrl, url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/remoteEntry.js',
    '//cdn.example.com/remoteEntry.js',
    'data:text/javascript,alert(1)',
    'remoteEntry.js',
    'https://',
    '/remotes/mfe feed/remoteEntry.js',
    '',
  ])('refuses the entry URL %j', (url) => {
    expect(Value.Check(RemoteEntryUrl, url)).toBe(false);
  });

  it('maps federation names to folders', () => {
    expect(REMOTE_NAMES.map(remoteFolder)).toEqual([
      'mfe-auth',
      'mfe-feed',
      'mfe-compose',
      'mfe-portal-themes',
      'mfe-profile',
    ]);
  });
});

describe('common schemas', () => {
  it('checks ids and error bodies', () => {
    expect(Value.Check(ObjectId, '665f1c2a9b3e4d5f6a7b8c9d')).toBe(true);
    expect(Value.Check(ObjectId, '665f1c2a9b3e4d5f6a7b8c9')).toBe(false);
    expect(Value.Check(ErrorResponse, { success: false, message: 'Not found' })).toBe(true);
    expect(Value.Check(ErrorResponse, { success: true, message: 'x' })).toBe(false);
  });
});
