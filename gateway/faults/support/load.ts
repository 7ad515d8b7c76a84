import type { Member } from './site';
import { sleep } from './gateway-process';

export interface Answer {
  at: number;
  path: string;
  status: number;
  body: unknown;
}

export interface LoadReport {
  answers: Answer[];
  /** Requests that got no HTTP answer at all (refused, reset): there must be none. */
  failures: { at: number; path: string; error: string }[];
}

/**
 * Steady traffic, as readers and one writer make it: `readers` loops reading the feed, one
 * loop publishing a short story every 4 s (within the 9-per-30-s limit), each with a pause of
 * `pauseMs` between requests. `stop` ends it and reports every answer.
 */
export function startLoad(
  url: string,
  writer: Member,
  options: { readers?: number; pauseMs?: number } = {},
): { stop(): Promise<LoadReport> } {
  const report: LoadReport = { answers: [], failures: [] };
  let running = true;
  const call = async (path: string, init?: RequestInit) => {
    try {
      const res = await fetch(url + path, { ...init, signal: AbortSignal.timeout(10_000) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text, which the checks refuse
      }
      report.answers.push({ at: Date.now(), path, status: res.status, body });
    } catch (error) {
      report.failures.push({
        at: Date.now(),
        path,
        error: String((error as Error).cause ?? error),
      });
    }
  };
  const readers = Array.from({ length: options.readers ?? 3 }, async (_, i) => {
    const paths = ['/api/getContributions', '/api/category/home', `/api/user/${writer.id}`];
    for (let n = 0; running; n++) {
      await call(paths[(n + i) % paths.length]!);
      await sleep(options.pauseMs ?? 50);
    }
  });
  const writerLoop = (async () => {
    for (let n = 0; running; n++) {
      await call('/api/contribute', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
        body: JSON.stringify({
          title: `Under load ${Date.now()}-${n}`,
          content: 'A short story written while the database comes and goes.',
          category: 'Local',
          language: 'en',
        }),
      });
      for (let waited = 0; running && waited < 4000; waited += 100) await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await Promise.all([...readers, writerLoop]);
      return report;
    },
  };
}
