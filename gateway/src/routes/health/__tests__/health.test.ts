import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { READINESS_MESSAGES, SERVICE_MESSAGES } from '@voices/contracts';
import { buildTestApp, describeEachEngine, ENGINES, makeTempDir } from '../../../testing';

describeEachEngine('health', (engine) => {
  it('answers /healthz', async () => {
    const app = await buildTestApp({ engine });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const app = await buildTestApp({ engine });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready once shutting down, while still healthy', async () => {
    const app = await buildTestApp({ engine });
    app.lifecycle.shuttingDown = true;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'Shutting down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const app = await buildTestApp({ engine });
    await app.ready();
    await app.db.destroy();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
  });
});

/**
 * How this machine can make a file refuse writes: chmod for an ordinary user; root ignores
 * modes, so as root the immutable attribute (chattr +i), where the file system has it.
 */
function readOnlyMethod(): 'chmod' | 'chattr' | null {
  if (process.getuid?.() !== 0) return 'chmod';
  const file = path.join(makeTempDir('voices-chattr-'), 'probe');
  writeFileSync(file, 'x');
  const set = spawnSync('chattr', ['+i', file]);
  if (set.status !== 0) return null;
  spawnSync('chattr', ['-i', file]);
  return 'chattr';
}

const method = readOnlyMethod();
const itWithReadOnlyFiles = method ? it : it.skip;
if (!method) {
  console.warn('skipping the read-only storage tests: running as root without chattr support');
}

function makeReadOnly(target: string): () => void {
  if (method === 'chattr') {
    execFileSync('chattr', ['+i', target]);
    return () => execFileSync('chattr', ['-i', target]);
  }
  const mode = statSync(target).mode & 0o777;
  chmodSync(target, statSync(target).isDirectory() ? 0o555 : 0o444);
  return () => chmodSync(target, mode);
}

describe('readiness tells the truth about writes', () => {
  const restore: (() => void)[] = [];
  afterEach(() => {
    while (restore.length > 0) restore.pop()!();
  });

  itWithReadOnlyFiles('is not ready, saying so, when the database file is read-only', async () => {
    const first = await buildTestApp();
    await first.ready();
    const { dataDir, database } = first.config;
    await first.close();
    if (database.engine !== 'sqlite') throw new Error('expected SQLite');
    restore.push(makeReadOnly(database.file));

    const app = await buildTestApp({ config: { dataDir, database } });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: READINESS_MESSAGES.databaseReadOnly,
    });
    // Reads go on; a write is refused with a 503 that says why, not a 500.
    expect((await app.inject({ method: 'GET', url: '/api/getContributions' })).statusCode).toBe(
      200,
    );
    const write = await app.inject({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'reader@example.com' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ success: false, message: SERVICE_MESSAGES.storageReadOnly });
  });

  itWithReadOnlyFiles('is not ready when the uploads folder refuses writes', async () => {
    const app = await buildTestApp();
    await app.ready();
    restore.push(makeReadOnly(path.join(app.uploads.dir, '.staging', app.instance.id)));
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: READINESS_MESSAGES.uploadsNotWritable,
    });
  });

  it.each(ENGINES)('is not ready when the disk is (nearly) full [%s]', async (engine) => {
    // Below DISK_MIN_FREE_MB counts as full; a real full disk is in the fault suite.
    const app = await buildTestApp({
      engine,
      config: { diskMinFreeBytes: Number.MAX_SAFE_INTEGER },
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: READINESS_MESSAGES.diskFull });
  });

  it.each(ENGINES)('writes at most every 2 s however often it is asked [%s]', async (engine) => {
    const app = await buildTestApp({ engine });
    await app.ready();
    const beat = jest.spyOn(app.instance, 'beat');
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
    expect(beat).toHaveBeenCalledTimes(1);
  });
});
