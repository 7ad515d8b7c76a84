import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../../testing';
import { AUTH_SECRET_FILE, loadAuthSecret } from '../auth-secret';

describe('loadAuthSecret', () => {
  it('uses AUTH_SECRET when it is set, and writes nothing', () => {
    const dir = makeTempDir();
    const secret = loadAuthSecret('x'.repeat(40), dir);
    expect(secret.toString()).toBe('x'.repeat(40));
    expect(() => statSync(path.join(dir, AUTH_SECRET_FILE))).toThrow();
  });

  it('otherwise makes one on the first start, private to the owner, and keeps it', () => {
    const dir = path.join(makeTempDir(), 'data');
    const first = loadAuthSecret(undefined, dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadAuthSecret(undefined, dir).equals(first)).toBe(true);
    expect(loadAuthSecret(undefined, makeTempDir()).equals(first)).toBe(false);
  });

  it('stops on a damaged file rather than silently replacing it', () => {
    const dir = makeTempDir();
    writeFileSync(path.join(dir, AUTH_SECRET_FILE), 'not hex');
    expect(() => loadAuthSecret(undefined, dir)).toThrow(/damaged/);
  });
});
