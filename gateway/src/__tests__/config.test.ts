import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({}, '/srv/voices');
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/srv/voices/data',
      database: { engine: 'sqlite', file: '/srv/voices/data/voices.db' },
      siteDir: REPO_ROOT,
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutMs: 10000,
    });
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '../../..'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://voices@db:5432/voices',
        REDIS_URL: 'redis://cache:6379',
        REMOTES_JSON: 'config/remotes.json',
        SITE_DIR: '/opt/site',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '1',
        SHUTDOWN_TIMEOUT_MS: '2500',
      },
      '/srv/voices',
    );
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 9090,
      dataDir: '/srv/voices/var/data',
      database: { engine: 'postgres', url: 'postgres://voices@db:5432/voices' },
      redisUrl: 'redis://cache:6379',
      remotesJson: '/srv/voices/config/remotes.json',
      siteDir: '/opt/site',
      logLevel: 'debug',
      trustProxy: 1,
      shutdownTimeoutMs: 2500,
    });
  });

  it('keeps inline REMOTES_JSON as it is', () => {
    const inline = '{"mfe_feed": "http://127.0.0.1:3002/mf-manifest.json"}';
    expect(loadConfig({ REMOTES_JSON: inline }).remotesJson).toBe(inline);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://db/voices' }, /DATABASE_URL must start with postgres:\/\//],
    [{ REDIS_URL: 'cache:6379' }, /REDIS_URL must start with redis:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
