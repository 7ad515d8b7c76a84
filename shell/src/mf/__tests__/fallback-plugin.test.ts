import { isFallbackModule } from '@voices/platform';
import fallbackPlugin from '../fallback-plugin';

const plugin = fallbackPlugin();

const origin = {} as never;

describe('errorLoadRemote', () => {
  it('answers a failed load with a fallback module whose default export is a page', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'mfe_feed/home-page',
      error: new Error('down'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin,
    });
    expect(isFallbackModule(result)).toBe(true);
    expect(typeof (result as { default: unknown }).default).toBe('function');
  });

  it('hands a build-time import a module factory', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'mfe_feed/home-page',
      error: new Error('down'),
      from: 'build',
      lifecycle: 'onLoad',
      origin,
    });
    expect(typeof result).toBe('function');
    expect(isFallbackModule((result as () => unknown)())).toBe(true);
  });

  it('leaves the earlier lifecycles alone (they expect a manifest, not a module)', async () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const) {
      const result = await plugin.errorLoadRemote!({
        id: 'x',
        error: new Error('down'),
        from: 'runtime',
        lifecycle,
        origin,
      });
      expect(result).toBeUndefined();
    }
  });
});
