import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { READINESS_MESSAGES, SERVICE_MESSAGES } from '@voices/contracts';
import sharp from 'sharp';
import { s3ClientConfig } from '../../lib/media-store/s3';
import { buildTestApp, describeEachEngine, type Engine } from '../../testing';
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from '../../testing/s3-server';
import {
  edit,
  jpeg,
  png,
  publish,
  signIn,
  stagedFiles,
  storyCount,
  uploadedFiles,
  type SignedIn,
} from '../../routes/contributions/__tests__/story-helpers';

const PREFIX = 'media/';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `check` holds; readiness reuses a passing write check for 2 s. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}
const HOUR_AND_A_BIT = 61 * 60 * 1000;
const name = (n: number, ext = 'jpg') => `${n.toString(16).padStart(32, '0')}.${ext}`;

let s3: S3TestServer;
let client: S3Client;

beforeEach(async () => {
  s3 = await startS3Server();
  client = new S3Client(
    s3ClientConfig({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      prefix: '',
      credentials: { ...S3RVER_CREDENTIALS },
    }),
  );
});

afterEach(async () => {
  client.destroy();
  await s3.stop();
});

async function buildS3App(engine: Engine, bucket?: string): Promise<FastifyInstance> {
  const mediaStore = s3.mediaStore(PREFIX);
  if (bucket && mediaStore.kind === 's3') mediaStore.bucket = bucket;
  return buildTestApp({ engine, config: { mediaStore } });
}

/** The gateway's objects in the bucket: names under the prefix, sorted. */
async function objects(): Promise<string[]> {
  return (await s3.keys())
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => key.slice(PREFIX.length));
}

async function objectBytes(file: string): Promise<Buffer> {
  const answer = await client.send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}${file}` }),
  );
  return Buffer.from(await answer.Body!.transformToByteArray());
}

async function putObject(file: string, body: string | Buffer): Promise<void> {
  await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: file, Body: body }));
}

/** PUT /api/users/{id} with a photo, as a browser's FormData sends it. */
async function putPhoto(app: FastifyInstance, user: SignedIn, bytes: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type: 'image/png' }), 'me.png');
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: { 'content-type': request.headers.get('content-type')!, ...user.auth },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describeEachEngine('uploads in an S3 bucket', (engine) => {
  it('puts a story’s pictures into the bucket and serves them at /uploads/<name>', async () => {
    const app = await buildS3App(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {}, [
      { bytes: await png(300, 200) },
      { bytes: await jpeg(200, 100) },
    ]);
    expect(res.statusCode).toBe(201);
    const { media, thumbnails } = res.json().data as { media: string[]; thumbnails: string[] };
    const names = [...media, ...thumbnails].sort();
    expect(names).toHaveLength(4);
    expect(await objects()).toEqual(names);
    // Nothing stays on this machine's disk: no file in the uploads folder, staging empty.
    expect(uploadedFiles(app)).toEqual([]);
    expect(stagedFiles(app)).toEqual([]);

    const [picture] = media;
    const served = await app.inject({ method: 'GET', url: `/uploads/${picture}` });
    expect(served.statusCode).toBe(200);
    const stored = await objectBytes(picture!);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 300, 200]);

    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await app.inject({
        method: 'GET',
        url: `/uploads/${picture}`,
        headers: { 'if-none-match': tag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.rawPayload.length).toBe(0);
    }
    const changed = await app.inject({
      method: 'GET',
      url: `/uploads/${picture}`,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(stored)).toBe(true);

    const missing = await app.inject({ method: 'GET', url: `/uploads/${name(0xabc, 'png')}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('deletes the objects an edit removes and puts the ones it adds', async () => {
    const app = await buildS3App(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const created = await publish(app, ada, {}, [
      { bytes: await png(300, 200) },
      { bytes: await png(200, 300, '#aa3311') },
    ]);
    expect(created.statusCode).toBe(201);
    const story = created.json().data as { id: string; media: string[]; thumbnails: string[] };
    const [first, second] = story.media;
    const [firstThumb, secondThumb] = story.thumbnails;

    const res = await edit(
      app,
      ada,
      story.id,
      {
        title: 'Bridge reopens',
        content: 'Now with one picture.',
        removedMedia: JSON.stringify([first]),
      },
      [{ bytes: await jpeg(120, 80) }],
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json().data as { media: string[]; thumbnails: string[] };
    expect(edited.media[0]).toBe(second);
    const [, added] = edited.media;
    expect(await objects()).toEqual(
      [second, secondThumb, added, edited.thumbnails[1]].map(String).sort(),
    );
    expect(await objects()).not.toContain(first);
    expect(await objects()).not.toContain(firstThumb);
    const gone = await app.inject({ method: 'GET', url: `/uploads/${first}` });
    expect(gone.statusCode).toBe(404);
    const kept = await app.inject({ method: 'GET', url: `/uploads/${added}` });
    expect(kept.statusCode).toBe(200);
  });

  it('deletes a story’s objects with the story', async () => {
    const app = await buildS3App(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const created = await publish(app, ada, {}, [{ bytes: await png(300, 200) }]);
    const other = await publish(app, ada, { title: 'Another story' }, [
      { bytes: await png(64, 64) },
    ]);
    expect([created.statusCode, other.statusCode]).toEqual([201, 201]);
    const otherFiles = [...other.json().data.media, ...other.json().data.thumbnails] as string[];
    expect(await objects()).toHaveLength(4);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${created.json().data.id}`,
      headers: ada.auth,
      payload: { authorId: ada.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await objects()).toEqual(otherFiles.sort());
  });

  it('keeps profile photos in the bucket and deletes the one a new photo replaces', async () => {
    const app = await buildS3App(engine);
    const asha = await signIn(app, 'Asha Rao');
    let res = await putPhoto(app, asha, await png(40, 30));
    expect(res.statusCode).toBe(200);
    const first = (res.json().user.photo as string).slice('/uploads/'.length);
    expect(await objects()).toEqual([first]);
    const served = await app.inject({ method: 'GET', url: `/uploads/${first}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    res = await putPhoto(app, asha, await png(2000, 1000));
    expect(res.statusCode).toBe(200);
    const second = (res.json().user.photo as string).slice('/uploads/'.length);
    expect(second).not.toBe(first);
    expect(await objects()).toEqual([second]);
    const resized = await sharp(await objectBytes(second)).metadata();
    expect([resized.width, resized.height]).toEqual([1024, 512]);
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('sweeps old objects no row names, and keeps the named, the young and the foreign', async () => {
    const app = await buildS3App(engine);
    await app.ready();
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {}, [{ bytes: await png(300, 200) }]);
    expect(res.statusCode).toBe(201);
    const named = [...res.json().data.media, ...res.json().data.thumbnails] as string[];
    const orphan = name(1);
    const young = name(2, 'png');
    await putObject(`${PREFIX}${orphan}`, 'an orphan');
    await putObject(`${PREFIX}${young}`, 'being published right now');
    // Not the gateway's: another name, a deeper "folder", outside the prefix.
    await putObject(`${PREFIX}README`, 'notes');
    await putObject(`${PREFIX}old/${name(3)}`, 'elsewhere');
    await putObject(name(4), 'outside the prefix');
    for (const key of [orphan, ...named, 'README', `old/${name(3)}`]) {
      await s3.age(`${PREFIX}${key}`, 2 * HOUR_AND_A_BIT);
    }
    await s3.age(name(4), 2 * HOUR_AND_A_BIT);

    const report = await app.uploads.sweep();
    expect(report).toEqual({ promoted: 0, removed: 1, discarded: 0 });
    expect(await objects()).toEqual([...named, young, 'README', `old/${name(3)}`].sort());
    expect(await s3.keys()).toContain(name(4));
    const served = await app.inject({ method: 'GET', url: `/uploads/${named[0]}` });
    expect(served.statusCode).toBe(200);
  });

  it('puts into the bucket, at start, a staged copy a committed row names', async () => {
    const app = await buildS3App(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {}, [{ bytes: await png(300, 200) }]);
    const [picture] = res.json().data.media as string[];
    const bytes = await objectBytes(picture!);
    // As if a process died after its row was written but before the copy reached the bucket.
    await app.uploads.remove([picture!]);
    const dead = path.join(app.uploads.dir, '.staging', '0123456789abcdef');
    mkdirSync(dead, { recursive: true });
    writeFileSync(path.join(dead, picture!), bytes);
    expect(await objects()).not.toContain(picture);

    const report = await app.uploads.sweep();
    expect(report.promoted).toBe(1);
    expect(await objects()).toContain(picture);
    expect((await objectBytes(picture!)).equals(bytes)).toBe(true);
  });

  it('gives feeds the stored size and share cards the picture, from the bucket', async () => {
    const app = await buildS3App(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const red = await publish(app, ada, {}, [{ bytes: await png(400, 300, '#ff0000') }]);
    expect(red.statusCode).toBe(201);
    const story = red.json().data as { id: string; media: string[] };
    const stored = await objectBytes(story.media[0]!);

    const feed = await app.inject({ method: 'GET', url: `/feeds/authors/${ada.id}.xml` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(
      `<enclosure url="http://localhost:80/uploads/${story.media[0]}" length="${stored.length}" type="image/png" />`,
    );

    const card = await app.inject({ method: 'GET', url: `/api/share/stories/${story.id}.png` });
    expect(card.statusCode).toBe(200);
    // The middle of the picture's place on the card is the picture's red.
    const pixel = await sharp(card.rawPayload)
      .extract({ left: 920, top: 360, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect([...pixel]).toEqual([255, 0, 0]);
  });

  it('answers 503 and keeps no row when the bucket is missing', async () => {
    const app = await buildS3App(engine, 'no-such-bucket');
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {}, [{ bytes: await png(300, 200) }]);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ success: false, message: SERVICE_MESSAGES.mediaStoreUnavailable });
    expect(await storyCount(app)).toBe(0);
    await eventually(() => stagedFiles(app).length === 0);
    expect(uploadedFiles(app)).toEqual([]);
    // A story without pictures needs no store.
    const plain = await publish(app, ada, { title: 'No pictures' });
    expect(plain.statusCode).toBe(201);
  });

  it('answers 503 and keeps no row when the store stops answering, and works once it is back', async () => {
    const app = await buildS3App(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const before = await publish(app, ada, { title: 'Before' }, [{ bytes: await png(300, 200) }]);
    expect(before.statusCode).toBe(201);
    const [picture] = before.json().data.media as string[];
    const kept = await objects();

    await s3.stop();
    const res = await publish(app, ada, { title: 'During' }, [
      { bytes: await png(300, 200) },
      { bytes: await png(100, 100) },
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: SERVICE_MESSAGES.mediaStoreUnavailable });
    expect(await storyCount(app)).toBe(1);
    await eventually(() => stagedFiles(app).length === 0);
    const photo = await putPhoto(app, ada, await png(40, 30));
    expect(photo.statusCode).toBe(503);
    const served = await app.inject({ method: 'GET', url: `/uploads/${picture}` });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('30');

    await s3.start();
    // Every row names an object that is there; nothing of the failed publish was left.
    expect(await objects()).toEqual(kept);
    const after = await publish(app, ada, { title: 'After' }, [{ bytes: await png(300, 200) }]);
    expect(after.statusCode).toBe(201);
    expect(await objects()).toHaveLength(kept.length + 2);
  });

  it('reports the store down on /readyz while it does not answer', async () => {
    const app = await buildS3App(engine);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);

    await s3.stop();
    const readyz = () => app.inject({ method: 'GET', url: '/readyz' });
    await eventually(async () => (await readyz()).statusCode === 503);
    const down = await readyz();
    expect(down.json()).toEqual({
      status: 'unavailable',
      message: READINESS_MESSAGES.mediaStoreUnavailable,
    });

    await s3.start();
    // A failing check is made again at every call: back at once.
    const back = await readyz();
    expect([back.statusCode, back.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('reports a missing bucket on /readyz', async () => {
    const app = await buildS3App(engine, 'no-such-bucket');
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(READINESS_MESSAGES.mediaStoreUnavailable);
  });
});
