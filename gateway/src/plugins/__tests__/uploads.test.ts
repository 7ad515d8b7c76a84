import { existsSync, mkdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SERVICE_MESSAGES, STORY_MESSAGES } from '@voices/contracts';
import { buildTestApp, describeEachEngine } from '../../testing';
import { openConnection, rawRequest, type RawConnection } from '../../testing/raw-http';
import {
  buildStoryApp,
  jpeg,
  multipart,
  png,
  publish,
  rawPublish,
  signIn,
  STORY_FIELDS,
  stagedFiles,
  storyCount,
  uploadedFiles,
  type SignedIn,
} from '../../routes/contributions/__tests__/story-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A publish with a picture whose body is only half sent: an upload in progress. */
async function startUpload(
  app: FastifyInstance,
  port: number,
  user: SignedIn,
): Promise<{ connection: RawConnection; finish: () => void }> {
  const { first, rest } = await rawPublish(user, 'Held upload');
  const connection = await openConnection(port);
  const before = app.lifecycle.inFlight;
  connection.write(first);
  await until(() => app.lifecycle.inFlight > before);
  // The file part has begun: the slot is taken.
  await sleep(100);
  return { connection, finish: () => connection.write(rest) };
}

describeEachEngine('the upload pipeline', (engine) => {
  it('moves the images into place only once the story is committed', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const commit = app.uploads.commit;
    const seen: { served: string[]; staged: string[]; stories: number }[] = [];
    app.uploads.commit = async (names) => {
      seen.push({
        served: names.filter((name) => existsSync(path.join(app.uploads.dir, name))),
        staged: stagedFiles(app).map((file) => path.basename(file)),
        stories: await storyCount(app),
      });
      return commit(names);
    };

    const res = await publish(app, ada, {}, [
      { bytes: await png(300, 200) },
      { bytes: await jpeg(200, 100) },
    ]);
    expect(res.statusCode).toBe(201);
    const { media, thumbnails } = res.json().data as { media: string[]; thumbnails: string[] };
    const names = [...media, ...thumbnails].sort();
    expect(seen).toEqual([{ served: [], staged: names, stories: 1 }]);
    expect(uploadedFiles(app)).toEqual(names);
    // The received uploads are gone too.
    await until(() => stagedFiles(app).length === 0);
  });

  it('leaves no file anywhere when the story cannot be saved', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    if (engine === 'sqlite') {
      await sql`create trigger refuse_doomed before insert on stories when new.title = 'Doomed'
        begin select raise(abort, 'refused by the test'); end`.execute(app.db);
    } else {
      await sql`create function refuse_doomed() returns trigger language plpgsql as $$
        begin if new.title = 'Doomed' then raise exception 'refused by the test'; end if;
        return new; end $$`.execute(app.db);
      await sql`create trigger refuse_doomed before insert on stories for each row
        execute function refuse_doomed()`.execute(app.db);
    }
    const res = await publish(app, ada, { title: 'Doomed' }, [{ bytes: await png(300, 200) }]);
    expect(res.statusCode).toBe(500);
    expect(await storyCount(app)).toBe(0);
    expect(uploadedFiles(app)).toEqual([]);
    await until(() => stagedFiles(app).length === 0);
  });

  it('refuses a body larger than a story can be before reading it', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const port = await listening(app);
    const connection = await openConnection(port);
    connection.write(
      rawRequest('POST', '/api/contribute', {
        'content-type': 'multipart/form-data; boundary=----x',
        'content-length': 200 * 1024 * 1024,
        authorization: ada.auth.authorization,
      }),
    );
    const refused = await connection.response(1);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      message: STORY_MESSAGES.storyTooLarge,
    });
    await connection.closed;
    expect(await storyCount(app)).toBe(0);
  });

  it('reads a form it refuses to its end before answering, so the answer arrives and the connection goes on', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    // Staging fails at the picture's first byte, as on a full disk.
    let refused = 0;
    app.uploadIntake.receive = async (source) => {
      refused += 1;
      const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        syscall: 'write',
      });
      await pipeline(source, new Writable({ write: (_chunk, _encoding, done) => done(full) }));
      throw new Error('unreachable');
    };
    const port = await listening(app);
    const form = await multipart({ ...STORY_FIELDS, title: 'On a full disk' }, [
      { bytes: Buffer.alloc(4 * 1024 * 1024, 7) },
    ]);
    const bytes = rawRequest(
      'POST',
      '/api/contribute',
      { ...form.headers, authorization: ada.auth.authorization },
      form.payload,
    );
    const half = Math.floor(bytes.length / 2);
    const connection = await openConnection(port);
    connection.write(bytes.subarray(0, half));
    await until(() => refused === 1);

    // No answer while the client is still sending: one that said `Connection: close` would
    // have its connection closed under it and might never read the answer.
    let answered = false;
    const answer = connection.response(1).then((response) => {
      answered = true;
      return response;
    });
    await sleep(300);
    expect(answered).toBe(false);
    connection.write(bytes.subarray(half));
    const refusal = await answer;
    expect(refusal.status).toBe(503);
    expect(JSON.parse(refusal.body)).toEqual({
      success: false,
      message: SERVICE_MESSAGES.storageFull,
    });
    expect(refusal.headers.connection).not.toBe('close');
    // The connection was read to the end of that body: it takes the next request.
    connection.write(rawRequest('GET', '/healthz'));
    expect((await connection.response(2)).status).toBe(200);
    connection.destroy();
    expect(await storyCount(app)).toBe(0);
    expect(stagedFiles(app)).toEqual([]);
  });

  it('lets a member run one upload at a time here, refusing the next with 429', async () => {
    const app = await buildTestApp({ engine, config: { uploads: { perMember: 1 } } });
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Other');
    const port = await listening(app);
    const held = await startUpload(app, port, ada);

    const second = await publish(app, ada, { title: 'Second' }, [{ bytes: await png() }]);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('10');
    expect(second.json()).toEqual({
      success: false,
      message: SERVICE_MESSAGES.uploadsPerMember(1),
    });
    // A story without pictures is no upload; another member's upload is theirs.
    expect((await publish(app, ada, { title: 'Words only' })).statusCode).toBe(201);
    expect((await publish(app, bob, {}, [{ bytes: await png() }])).statusCode).toBe(201);

    held.finish();
    expect((await held.connection.response(1)).status).toBe(201);
    held.connection.destroy();
    await until(() => app.lifecycle.inFlight === 0);
    expect((await publish(app, ada, { title: 'Third' }, [{ bytes: await png() }])).statusCode).toBe(
      201,
    );
  });

  it('lines uploads up beyond the total instead of refusing them', async () => {
    const app = await buildTestApp({ engine, config: { uploads: { total: 1 } } });
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Other');
    const port = await listening(app);
    const held = await startUpload(app, port, ada);

    let answered = false;
    const waiting = publish(app, bob, {}, [{ bytes: await png() }]).then((res) => {
      answered = true;
      return res;
    });
    await sleep(300);
    expect(answered).toBe(false);
    held.finish();
    expect((await held.connection.response(1)).status).toBe(201);
    expect((await waiting).statusCode).toBe(201);
    held.connection.destroy();
  });

  it('sweeps at start what a crashed process left, and moves committed copies into place', async () => {
    const { app: first } = await buildStoryApp(engine);
    const ada = await signIn(first, 'Ada Reporter');
    const res = await publish(first, ada, {}, [{ bytes: await png(300, 200) }]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().data.media as string[];
    const { dataDir, database } = first.config;
    await first.close();

    // A process that died between its commit and moving the copy, with a part in hand.
    const uploads = path.join(dataDir, 'uploads');
    const dead = path.join(uploads, '.staging', '0123456789abcdef');
    mkdirSync(dead, { recursive: true });
    renameSync(path.join(uploads, image!), path.join(dead, image!));
    writeFileSync(path.join(dead, 'a'.repeat(32) + '.part'), 'half an upload');
    // Leftovers from before: an hour-old orphan and a zero-byte file.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const [name, contents] of [
      ['b'.repeat(32) + '.jpg', 'orphan'],
      ['c'.repeat(32) + '-thumb.png', ''],
    ] as const) {
      writeFileSync(path.join(uploads, name), contents);
      utimesSync(path.join(uploads, name), old, old);
    }

    const app = await buildTestApp({ engine, config: { dataDir, database } });
    await app.ready();
    await until(() => !existsSync(dead));
    await until(() => uploadedFiles(app).length === 2);
    expect(uploadedFiles(app)).toEqual(
      [...res.json().data.media, ...res.json().data.thumbnails].sort(),
    );
    const served = await app.inject({ method: 'GET', url: `/uploads/${image}` });
    expect(served.statusCode).toBe(200);
  });
});
