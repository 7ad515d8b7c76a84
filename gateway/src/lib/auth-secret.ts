import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The key stored codes are hashed with: AUTH_SECRET when set, otherwise a random one made on
 * the first start and kept in DATA_DIR, so codes sent before a restart still work after it.
 */
export function loadAuthSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const read = () => {
    const hex = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(hex)) {
      throw new Error(
        `${file} is damaged: delete it (codes already sent stop working) or set AUTH_SECRET`,
      );
    }
    return Buffer.from(hex, 'hex');
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: of two gateways starting at once on one folder, the
  // second finds the first's complete key rather than half a file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}
