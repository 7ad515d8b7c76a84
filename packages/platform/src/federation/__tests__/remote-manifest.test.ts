import { toRemotes } from '../remote-manifest';

describe('toRemotes', () => {
  it('registers a remote named by its manifest through the remote entry beside it', () => {
    expect(
      toRemotes({
        mfe_feed: 'http://127.0.0.1:3002/mf-manifest.json',
        mfe_auth: 'https://cdn.example.com/auth/v42/mf-manifest.json?x=1',
      }),
    ).toEqual([
      { name: 'mfe_feed', entry: 'http://127.0.0.1:3002/remoteEntry.js' },
      { name: 'mfe_auth', entry: 'https://cdn.example.com/auth/v42/remoteEntry.js?x=1' },
    ]);
  });

  it('keeps an entry that already names the remote entry, or a file only ending alike', () => {
    expect(
      toRemotes({
        mfe_profile: 'http://127.0.0.1:3005/remoteEntry.js',
        mfe_compose: 'http://127.0.0.1:3003/old-mf-manifest.json',
      }),
    ).toEqual([
      { name: 'mfe_profile', entry: 'http://127.0.0.1:3005/remoteEntry.js' },
      { name: 'mfe_compose', entry: 'http://127.0.0.1:3003/old-mf-manifest.json' },
    ]);
  });
});
