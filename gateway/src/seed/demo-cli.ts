// `pnpm seed:demo [--members 48] [--stories 300] [--seed 2024] [--pictures 0.6]`: loads the demo
// set (demo.ts) into the database the gateway is configured for: DATABASE_URL, else SQLite in
// DATA_DIR (unset: <repo>/data, as `pnpm start` uses).
import path from 'node:path';
import { buildApp } from '../app';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';
import { DemoAlreadyLoadedError, loadDemoSet, type DemoOptions } from './demo';

const LIMITS = {
  members: [2, 1000],
  stories: [0, 20_000],
  seed: [0, 2 ** 31 - 1],
} as const;

function parseArgs(argv: string[]): DemoOptions {
  const options: DemoOptions = { members: 48, stories: 300, seed: 2024, pictures: 0.6 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--') continue;
    const name = flag.replace(/^--/, '');
    const raw = argv[++i];
    const value = Number(raw);
    if (name === 'pictures') {
      if (!(value >= 0 && value <= 1)) throw new ConfigError('--pictures must be from 0 to 1');
      options.pictures = value;
    } else if (name in LIMITS) {
      const [min, max] = LIMITS[name as keyof typeof LIMITS];
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new ConfigError(`--${name} must be a whole number from ${min} to ${max}`);
      }
      options[name as keyof typeof LIMITS] = value;
    } else {
      throw new ConfigError(`unknown option ${flag} (--members, --stories, --seed, --pictures)`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const env = {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(REPO_ROOT, 'data'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // Relative paths mean where the command was typed, not the gateway's folder pnpm runs it in.
  const config = loadConfig(env, process.env.INIT_CWD ?? process.cwd());
  const where =
    config.database.engine === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `SQLite at ${config.database.file}`;
  process.stdout.write(`Loading the demo set into ${where} …\n`);
  const app = await buildApp({ ...config, newsFeeds: [], newsPolling: false });
  try {
    const started = Date.now();
    const report = await loadDemoSet(app, {
      ...options,
      progress: (message) => process.stdout.write(`  ${message}\n`),
    });
    const list = (counts: Record<string, number>) =>
      Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .map(([key, n]) => `${key} ${n}`)
        .join(', ');
    process.stdout.write(
      [
        `Made in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${options.seed}):`,
        `  ${report.members} members (${report.membersWithPhotos} with photos; addresses @example.com, sign in with the code in DATA_DIR/outbox)`,
        `  ${report.stories} stories (${report.storiesWithPictures} with pictures)`,
        `    languages: ${list(report.byLanguage)}`,
        `    categories: ${list(report.byCategory)}`,
        `    themes: ${list(report.byTheme)}`,
        `  ${report.follows} follows`,
        `  ${report.notifications} notifications (those older than three days read)`,
        '  no saved stories: saved lists live in each reader’s browser',
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DemoAlreadyLoadedError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The demo set could not be loaded: ${(error as Error)?.stack ?? String(error)}\n`,
    );
  }
  process.exit(1);
});
