import { serviceProblem } from '../../lib/service-errors';
import {
  createDatabaseAvailability,
  DatabaseUnavailableError,
  isConnectionError,
} from '../availability';

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: unknown, msg?: string) => {
    lines.push({ level, msg: String(msg ?? _obj) });
  };
  return { lines, log: { warn: at('warn'), info: at('info'), debug: at('debug') } };
}

const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('database availability', () => {
  it('tells a lost connection from a refused query', () => {
    for (const error of [
      terminated,
      refused,
      { code: '08006' },
      { code: '57P03', message: 'the database system is starting up' },
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new DatabaseUnavailableError(),
    ]) {
      expect(isConnectionError(error)).toBe(true);
    }
    for (const error of [
      { code: '23505' },
      { code: '42P01', message: 'relation "x" does not exist' },
      { code: 'SQLITE_CONSTRAINT_UNIQUE' },
      new Error('something else'),
      null,
      undefined,
    ]) {
      expect(isConnectionError(error)).toBe(false);
    }
  });

  it('names the 503 kinds: database away, storage full, storage read-only', () => {
    expect(serviceProblem(terminated)).toBe('database-unavailable');
    expect(serviceProblem({ code: 'ENOSPC' })).toBe('storage-full');
    expect(serviceProblem({ code: 'SQLITE_FULL' })).toBe('storage-full');
    expect(serviceProblem({ code: '53100' })).toBe('storage-full');
    expect(serviceProblem({ code: 'SQLITE_READONLY' })).toBe('storage-read-only');
    expect(serviceProblem({ code: 'SQLITE_READONLY_DBMOVED' })).toBe('storage-read-only');
    expect(serviceProblem({ code: 'EROFS' })).toBe('storage-read-only');
    expect(serviceProblem({ code: '25006' })).toBe('storage-read-only');
    expect(serviceProblem({ code: 'EACCES' })).toBeNull();
    expect(serviceProblem(new Error('plain'))).toBeNull();
  });

  it('keeps serving when one connection is lost but the database answers', async () => {
    const { lines, log } = recordingLog();
    let probes = 0;
    const availability = createDatabaseAvailability({
      probe: async () => {
        probes += 1;
      },
      log,
    });
    availability.report({ code: '23505' });
    expect(probes).toBe(0);
    availability.report(terminated);
    expect(availability.available).toBe(true);
    await until(() => lines.length > 0);
    expect(probes).toBe(1);
    expect(availability.available).toBe(true);
    expect(() => availability.check()).not.toThrow();
    expect(lines).toEqual([
      { level: 'info', msg: 'a database connection was lost; the database still answers' },
    ]);
    availability.close();
  });

  it('fails fast while the database is away, warns once, and notices its return', async () => {
    const { lines, log } = recordingLog();
    let up = false;
    let probes = 0;
    const availability = createDatabaseAvailability({
      probe: async () => {
        probes += 1;
        if (!up) throw refused;
      },
      log,
      retryMs: 10,
    });
    availability.report(refused);
    await until(() => !availability.available);
    expect(() => availability.check()).toThrow(DatabaseUnavailableError);
    // Reports while away start no second check.
    availability.report(refused);
    await until(() => probes >= 5);
    expect(lines.filter((l) => l.level === 'warn')).toEqual([
      { level: 'warn', msg: 'database unavailable: requests are answered 503 until it returns' },
    ]);
    up = true;
    await until(() => availability.available);
    expect(() => availability.check()).not.toThrow();
    const recovered = lines.filter((l) => l.level === 'info');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.msg).toMatch(/^database available again after \d+(\.\d)? s$/);
    const settled = probes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probes).toBe(settled);
    availability.close();
  });
});
