import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { makeTempDir } from '../../testing';
import { createUploadStore, STAGING_FOLDER } from '../upload-store';

const name = (n: number, variant = '') =>
  `${n.toString(16).padStart(32, '0')}${variant ? `-${variant}` : ''}.jpg`;
const HOUR_AND_A_BIT = 61 * 60 * 1000;

function writeAged(file: string, contents: string | Buffer, ageMs = 0): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
  if (ageMs > 0) {
    const when = new Date(Date.now() - ageMs);
    utimesSync(file, when, when);
  }
}

describe('the upload store', () => {
  it('streams an upload to a part file in staging, hashing it on the way', async () => {
    const dir = makeTempDir();
    const store = createUploadStore(dir, 'aaaa');
    await store.open();
    const chunks = [Buffer.from('GIF89a-first-'), Buffer.alloc(200_000, 7), Buffer.from('end')];
    const received = await store.receive(Readable.from(chunks), 'media');
    const whole = Buffer.concat(chunks);
    expect(received).toEqual({
      path: expect.stringMatching(/\/\.staging\/aaaa\/[0-9a-f]{32}\.part$/),
      bytes: whole.length,
      head: whole.subarray(0, 16),
      sha256: createHash('sha256').update(whole).digest('hex'),
      field: 'media',
    });
    expect(readFileSync(received.path).equals(whole)).toBe(true);
    await store.discard([received.path, path.join(dir, 'not-mine.part')]);
    expect(existsSync(received.path)).toBe(false);
  });

  it('leaves no part behind when the upload breaks off', async () => {
    const dir = makeTempDir();
    const store = createUploadStore(dir, 'aaaa');
    await store.open();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.receive(broken, 'media')).rejects.toThrow('client went away');
    expect(readdirSync(store.stagingDir)).toEqual([]);
  });

  it('serves a copy only once committed, and removes it staged or in place', async () => {
    const dir = makeTempDir();
    const store = createUploadStore(dir, 'aaaa');
    await store.open();
    writeAged(path.join(store.stagingDir, name(1)), 'one');
    writeAged(path.join(store.stagingDir, name(2)), 'two');
    await store.commit([name(1)]);
    expect(existsSync(path.join(dir, name(1)))).toBe(true);
    expect(existsSync(path.join(store.stagingDir, name(1)))).toBe(false);
    // Committing again (a sweep got there first) is fine while the file is in place.
    await store.commit([name(1)]);
    await store.remove([name(1), name(2), '../escape.jpg']);
    expect(readdirSync(dir)).toEqual([STAGING_FOLDER]);
    expect(readdirSync(store.stagingDir)).toEqual([]);
    await expect(store.commit([name(3)])).rejects.toThrow(/ENOENT/);

    // A clean stop takes its staging folder away when nothing is left in it.
    writeAged(path.join(store.stagingDir, name(4)), 'left');
    await store.close();
    expect(existsSync(store.stagingDir)).toBe(true);
    await store.remove([name(4)]);
    await store.close();
    expect(existsSync(store.stagingDir)).toBe(false);
  });

  it('sweeps what stopped processes left, moving committed copies into place', async () => {
    const dir = makeTempDir();
    const store = createUploadStore(dir, 'aaaa');
    await store.open();
    const staging = (owner: string, file: string) => path.join(dir, STAGING_FOLDER, owner, file);
    // A process that is gone: a part, a copy its committed row names, one no row names.
    writeAged(staging('dead', 'f'.repeat(32) + '.part'), 'partial');
    writeAged(staging('dead', name(10)), 'committed before the crash');
    writeAged(staging('dead', name(11)), 'never committed');
    // A process still running: its recent files stay, an hour-old one no row names goes.
    writeAged(staging('bbbb', name(20)), 'being published');
    writeAged(staging('bbbb', name(21)), 'forgotten', HOUR_AND_A_BIT);
    // This process's own recent part stays.
    writeAged(staging('aaaa', 'e'.repeat(32) + '.part'), 'arriving');
    // The uploads folder: referenced, recent, old, and a zero-byte leftover.
    writeAged(path.join(dir, name(30)), 'referenced', HOUR_AND_A_BIT);
    writeAged(path.join(dir, name(31)), 'just written');
    writeAged(path.join(dir, name(32)), 'orphan', HOUR_AND_A_BIT);
    writeAged(path.join(dir, name(33)), '', HOUR_AND_A_BIT);
    writeAged(path.join(dir, 'README.txt'), 'not ours', HOUR_AND_A_BIT);

    const asked: string[] = [];
    const report = await store.sweep({
      referenced: async (names) => {
        asked.push(...names);
        return new Set(names.filter((n) => [name(10), name(30)].includes(n)));
      },
      liveProcesses: async () => new Set(['aaaa', 'bbbb']),
    });

    expect(report).toEqual({ promoted: 1, removed: 2, discarded: 3 });
    expect(readdirSync(dir).sort()).toEqual(
      [STAGING_FOLDER, 'README.txt', name(10), name(30), name(31)].sort(),
    );
    expect(readFileSync(path.join(dir, name(10)), 'utf8')).toBe('committed before the crash');
    expect(readdirSync(path.join(dir, STAGING_FOLDER)).sort()).toEqual(['aaaa', 'bbbb']);
    expect(readdirSync(path.join(dir, STAGING_FOLDER, 'bbbb'))).toEqual([name(20)]);
    expect(readdirSync(path.join(dir, STAGING_FOLDER, 'aaaa'))).toEqual(['e'.repeat(32) + '.part']);
    // Recent files in the uploads folder are not even looked up.
    expect(asked).not.toContain(name(31));
  });

  it('keeps the files of processes it cannot judge, except what is an hour old', async () => {
    const dir = makeTempDir();
    const store = createUploadStore(dir, 'aaaa');
    await store.open();
    const folder = path.join(dir, STAGING_FOLDER, 'cccc');
    writeAged(path.join(folder, name(1)), 'recent');
    writeAged(path.join(folder, name(2)), 'old', HOUR_AND_A_BIT);
    const report = await store.sweep({
      referenced: async () => new Set(),
      liveProcesses: async () => null,
    });
    expect(report).toEqual({ promoted: 0, removed: 0, discarded: 1 });
    expect(readdirSync(folder)).toEqual([name(1)]);
  });
});
