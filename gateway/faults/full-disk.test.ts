import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killGateway, startGateway, until, type GatewayProcess } from './support/gateway-process';
import { answered, largeJpeg, publish, registerMember, send, smallPng } from './support/site';
import { servedFiles, siteDatabase, stagedFiles } from './support/storage';

const SIZE_MB = 48;
const PRELOAD = path.join(__dirname, 'support', 'simulated-enospc.cjs');

/** Whether a small tmpfs can be mounted here (root, and a kernel that lets this process). */
function tmpfsRefusal(): string | null {
  if (process.env.VOICES_FAULTS_SIMULATE_ENOSPC) return 'VOICES_FAULTS_SIMULATE_ENOSPC is set';
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voices-mount-'));
  try {
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    if (mounted.status !== 0)
      return `mount -t tmpfs was refused: ${mounted.stderr.toString().trim()}`;
    spawnSync('umount', [dir]);
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const refusal = tmpfsRefusal();
const real = refusal === null;
if (!real) {
  console.warn(
    `full disk: no tmpfs (${refusal}); ENOSPC is simulated at the storage layer instead`,
  );
}

/** Writes zeros until the file system has no byte left. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

describe(`a full disk (${real ? `a ${SIZE_MB} MB tmpfs, filled` : 'simulated ENOSPC at the storage layer'})`, () => {
  let gateway: GatewayProcess | null = null;
  let mountPoint = '';

  afterAll(async () => {
    await killGateway(gateway);
    if (real && mountPoint) spawnSync('umount', [mountPoint]);
    if (mountPoint) rmSync(mountPoint, { recursive: true, force: true });
  });

  it('turns /readyz to 503 "Disk full", refuses writes with 503 JSON leaving no partial file, and recovers once space is freed', async () => {
    mountPoint = mkdtempSync(path.join(os.tmpdir(), 'voices-full-'));
    if (real) {
      const mounted = spawnSync('mount', [
        '-t',
        'tmpfs',
        '-o',
        `size=${SIZE_MB}m`,
        'tmpfs',
        mountPoint,
      ]);
      expect(mounted.status).toBe(0);
    }
    const dataDir = path.join(mountPoint, 'data');
    mkdirSync(dataDir);
    const flag = path.join(mountPoint, 'full');
    gateway = await startGateway({
      dataDir,
      env: real ? {} : { NODE_OPTIONS: `--require ${PRELOAD}`, SIMULATED_ENOSPC_FLAG: flag },
    });
    const g = gateway;
    const member = await registerMember(g, 'Full Disk');
    const before = await publish(g, member, 'Before the disk filled up', [await smallPng(1)]);
    expect(answered(before) ? before.status : before).toBe(201);
    expect((await send(`${g.url}/readyz`)).json).toEqual({ status: 'ready' });

    const filler = path.join(mountPoint, 'filler');
    if (real) console.log(`filled the tmpfs with ${(fill(filler) / 1024 / 1024).toFixed(1)} MB`);
    else writeFileSync(flag, '');

    const ready = await until(
      () => send(`${g.url}/readyz`),
      (a) => a.status === 503,
      5000,
    );
    expect(ready.status).toBe(503);
    expect(ready.json).toEqual({ status: 'unavailable', message: 'Disk full' });

    // Writes that need the disk are refused, saying why; nothing is answered 500.
    const big = await largeJpeg();
    const refused = [
      await publish(g, member, 'A large picture on a full disk', [big]),
      await publish(g, member, 'A small picture on a full disk', [await smallPng(2)]),
    ];
    for (const answer of refused) {
      expect(answered(answer) ? answer.status : answer).toBe(503);
      if (answered(answer)) {
        expect(answer.json).toEqual({
          success: false,
          message:
            'The server has run out of storage space. Nothing was saved; please try again later.',
        });
      }
    }
    const text = await publish(g, member, 'Words only on a full disk', []);
    expect([201, 503]).toContain(answered(text) ? text.status : text);
    // Reads go on.
    expect((await send(`${g.url}/api/getContributions`)).status).toBe(200);

    // No partial or unreferenced file anywhere.
    const db = siteDatabase({ engine: 'sqlite', dataDir });
    const referenced = await db.referencedFiles();
    await until(
      async () => stagedFiles(dataDir),
      (files) => files.length === 0,
      3000,
    );
    expect(stagedFiles(dataDir)).toEqual([]);
    const served = servedFiles(dataDir);
    expect(
      [...served.keys()].filter((name) => name !== '.staging' && !referenced.has(name)),
    ).toEqual([]);
    expect([...served.values()].filter((size) => size === 0)).toEqual([]);

    // Space freed: ready again, and publishing works, without a restart.
    rmSync(real ? filler : flag);
    const back = await until(
      () => send(`${g.url}/readyz`),
      (a) => a.status === 200,
      5000,
    );
    expect(back.json).toEqual({ status: 'ready' });
    const after = await publish(g, member, 'After space was freed', [await smallPng(3)]);
    expect(answered(after) ? after.status : after).toBe(201);
    expect(await db.integrity()).toEqual({ ok: true, output: expect.any(String) });
    expect(g.child.exitCode).toBeNull();
  });
});
