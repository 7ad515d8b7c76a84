import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';
import { DEFAULT_NEWS_FEEDS } from '../data/default-feeds';

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
      shutdownTimeoutMs: 60000,
      diskMinFreeBytes: 16 * 1024 * 1024,
      uploads: { perMember: 2, total: 8, imageJobs: 2 },
      newsFeeds: DEFAULT_NEWS_FEEDS,
      newsPollSeconds: 900,
      newsPolling: true,
      emailDigests: true,
      digestHourUtc: 7,
      seed: 'welcome',
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
        DISK_MIN_FREE_MB: '1',
        UPLOADS_PER_MEMBER: '1',
        UPLOADS_CONCURRENT: '4',
        IMAGE_JOBS: '3',
        NEWS_FEEDS: '[{"url":"https://feeds.example.com/rss","category":"world","language":"en"}]',
        NEWS_POLL_SECONDS: '600',
        OPENWEATHER_API_KEY: 'key',
        OPEN_METEO_URL: 'http://127.0.0.1:9001/',
        OPENWEATHER_URL: 'http://127.0.0.1:9002',
        GEOCODER_URL: 'https://geocoder.example.com/nominatim',
        SEED: 'none',
        EMAIL_DIGEST_HOUR_UTC: '18',
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
      diskMinFreeBytes: 1024 * 1024,
      uploads: { perMember: 1, total: 4, imageJobs: 3 },
      newsFeeds: [{ url: 'https://feeds.example.com/rss', category: 'world', language: 'en' }],
      newsPollSeconds: 600,
      newsPolling: true,
      emailDigests: true,
      digestHourUtc: 18,
      openWeatherApiKey: 'key',
      openMeteoUrl: 'http://127.0.0.1:9001',
      openWeatherUrl: 'http://127.0.0.1:9002',
      geocoderUrl: 'https://geocoder.example.com/nominatim',
      seed: 'none',
    });
  });

  it('makes the welcome edition unless SEED=none, and refuses any other SEED', () => {
    expect(loadConfig({ SEED: 'WELCOME' }).seed).toBe('welcome');
    expect(loadConfig({ SEED: 'None' }).seed).toBe('none');
    expect(() => loadConfig({ SEED: 'demo' })).toThrow(ConfigError);
  });

  it('reads PUBLIC_URL as an origin and refuses anything else', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Voices.example.org/' }).publicUrl).toBe(
      'https://voices.example.org',
    );
    for (const bad of ['voices.example.org', 'ftp://x.org', 'https://x.org/news']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be the site's origin/);
    }
  });

  it('turns the news sources off with NEWS_FEEDS=none', () => {
    expect(loadConfig({ NEWS_FEEDS: 'none' }).newsFeeds).toEqual([]);
    expect(loadConfig({ NEWS_FEEDS: 'NONE' }).newsFeeds).toEqual([]);
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
    [{ NEWS_FEEDS: '{"url":"x"}' }, /NEWS_FEEDS must be a JSON array/],
    [
      { NEWS_FEEDS: '[{"url":"https://x.example.com","category":"gossip","language":"en"}]' },
      /NEWS_FEEDS entry 1: category/,
    ],
    [{ NEWS_POLL_SECONDS: '5' }, /NEWS_POLL_SECONDS must be a whole number from 60/],
    [{ GEOCODER_URL: 'nominatim.local' }, /GEOCODER_URL must start with http/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
