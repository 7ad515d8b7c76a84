import { ConfigError, loadConfig } from '../config';

describe('loadConfig: the media store', () => {
  it('keeps uploads in DATA_DIR/uploads when nothing is set', () => {
    expect(loadConfig({}).mediaStore).toBeUndefined();
    expect(loadConfig({ MEDIA_STORE: 'local' }).mediaStore).toBeUndefined();
  });

  it('reads a bucket on Amazon S3, with the region defaulting to us-east-1', () => {
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'voices-media' }).mediaStore).toEqual({
      kind: 's3',
      bucket: 'voices-media',
      region: 'us-east-1',
      prefix: '',
    });
  });

  it('reads an S3-compatible endpoint, a region and a key prefix', () => {
    expect(
      loadConfig({
        MEDIA_STORE: 'S3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_PREFIX: '/voices/uploads',
      }).mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      prefix: 'voices/uploads/',
    });
  });

  it.each([
    [{ MEDIA_STORE: 's3' }, 'MEDIA_STORE=s3 needs S3_BUCKET'],
    [{ MEDIA_STORE: 'gcs' }, 'MEDIA_STORE must be local'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'a/b' }, 'S3_BUCKET must be a bucket name'],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must start',
    ],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_PREFIX: 'a//b' },
      'S3_PREFIX must be a key prefix',
    ],
    [{ S3_BUCKET: 'media' }, 'S3_BUCKET is set but MEDIA_STORE is not s3'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
