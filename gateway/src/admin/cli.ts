// `pnpm --filter @voices/gateway admin moderator add|remove <email>`: makes a member a moderator
// (or a member again) in the database the gateway is configured for: the same environment as
// the server (DATABASE_URL, else SQLite in DATA_DIR). Also `node dist/admin/cli.js …`.
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';
import { setModeratorByCommand } from '../services/moderation/roles';

const USAGE = 'usage: admin moderator add|remove <email>';

export class UsageError extends Error {}

/** Runs one command; answers the line to print, or throws a UsageError / ConfigError. */
export async function runAdmin(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<string> {
  const args = argv.filter((arg) => arg !== '--');
  const [area, verb, email] = args;
  if (area !== 'moderator' || (verb !== 'add' && verb !== 'remove') || !email || args.length > 3) {
    throw new UsageError(USAGE);
  }
  const config = loadConfig(
    { ...env, DATA_DIR: env.DATA_DIR ?? path.join(REPO_ROOT, 'data'), LOG_LEVEL: 'warn' },
    cwd,
  );
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.engine);
    const before = await setModeratorByCommand(db, email, verb === 'add');
    const address = email.trim().toLowerCase();
    if (!before) throw new UsageError(`No member has the address ${address}.`);
    const was = before.role === 'moderator' ? 'moderator' : 'member';
    if (verb === 'add') {
      return was === 'moderator' && before.role_source === 'command'
        ? `${before.name} <${address}> was already a moderator.`
        : `${before.name} <${address}> is now a moderator.`;
    }
    const listed = (config.moderatorEmails ?? []).includes(address);
    return (
      (was === 'member'
        ? `${before.name} <${address}> was not a moderator.`
        : `${before.name} <${address}> is no longer a moderator.`) +
      (listed
        ? ' MODERATOR_EMAILS still lists the address: the next start or sign-in grants it again.'
        : '')
    );
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  try {
    const line = await runAdmin(
      process.argv.slice(2),
      process.env,
      process.env.INIT_CWD ?? process.cwd(),
    );
    process.stdout.write(`${line}\n`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

if (require.main === module) {
  void main();
}
