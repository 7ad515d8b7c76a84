import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTestApp } from '../../testing';
import { addUser } from '../../testing/news-fixtures';

const run = promisify(execFile);
const GATEWAY = path.resolve(__dirname, '..', '..', '..');
const TSX = path.join(GATEWAY, 'node_modules', '.bin', 'tsx');

/** The command as an operator runs it, in its own process, on the gateway's DATA_DIR. */
async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(TSX, ['src/admin/cli.ts', ...args], {
      cwd: GATEWAY,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MODERATOR_EMAILS: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('admin moderator add|remove', () => {
  it('grants and takes back the role, and refuses an unknown address with exit 1', async () => {
    const app = await buildTestApp();
    const id = await addUser(app, 'Olga Operator');
    const { email } = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const config = app.config;
    await app.close();

    const added = await admin(config.dataDir, 'moderator', 'add', email.toUpperCase());
    expect(added).toMatchObject({
      code: 0,
      stdout: `Olga Operator <${email}> is now a moderator.\n`,
    });
    const roleOf = async () => {
      const reopened = await buildTestApp({ config });
      const row = await reopened.db
        .selectFrom('users')
        .select(['role', 'role_source'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await reopened.close();
      return row;
    };
    expect(await roleOf()).toEqual({ role: 'moderator', role_source: 'command' });

    const removed = await admin(config.dataDir, 'moderator', 'remove', email);
    expect(removed.stdout).toBe(`Olga Operator <${email}> is no longer a moderator.\n`);
    expect(await roleOf()).toEqual({ role: 'member', role_source: null });

    const unknown = await admin(config.dataDir, 'moderator', 'add', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('No member has the address nobody@example.com.\n');
    const usage = await admin(config.dataDir, 'moderator', 'promote', email);
    expect(usage).toMatchObject({ code: 1, stderr: 'usage: admin moderator add|remove <email>\n' });
  }, 60_000);
});
