import { startLoopbackServer, type LoopbackServer } from '../src/testing/loopback-server';
import { sleep, until } from '../faults/support/gateway-process';
import { fleetTest, startFleet, type Fleet } from './support/fleet';

let fleet: Fleet | null = null;
let feeds: LoopbackServer | null = null;

afterAll(async () => {
  await fleet?.close();
  await feeds?.close();
});

const RSS = (title: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Loopback</title><link>https://news.example/</link>` +
  `<item><title>${title}</title><link>https://news.example/${encodeURIComponent(title)}</link>` +
  `<pubDate>Tue, 10 Jun 2025 09:00:00 GMT</pubDate></item></channel></rss>`;

/** The gateway slot whose session holds the news-poll job's advisory lock, if any. */
async function pollHolder(f: Fleet): Promise<number | null> {
  const rows = await f.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted
        and l.classid = hashtext('voices-jobs')::oid and l.objid = hashtext('public:news-poll')::oid`,
  );
  if (rows.length !== 1) return null;
  return f.slotOf(rows[0]!.application_name.replace(/^voices-gateway-/, ''));
}

describe('background jobs across the fleet', () => {
  fleetTest('news polling once across the fleet')(
    'fetches each feed once per interval across three gateways, and hands polling over within a minute of a kill -9',
    async () => {
      feeds = await startLoopbackServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end(RSS(`Item of ${request.url}`));
      });
      const urls = ['/world.xml', '/sports.xml', '/tech.xml'];
      const requestsOf = (url: string) => feeds!.requests.filter((r) => r.url === url).length;
      fleet = await startFleet({
        env: {
          NEWS_POLL_SECONDS: '60',
          NEWS_FEEDS: JSON.stringify(
            urls.map((url) => ({
              url: `${feeds!.origin}${url}`,
              category: 'world',
              language: 'en',
            })),
          ),
        },
      });
      const f = fleet;

      // One gateway polls; each feed is fetched once, not once per gateway.
      await until(
        async () => urls.every((url) => requestsOf(url) >= 1),
        (ok) => ok,
        20_000,
      );
      const holder = await pollHolder(f);
      expect(holder).not.toBeNull();
      await sleep(10_000);
      expect(urls.map(requestsOf)).toEqual([1, 1, 1]);

      // kill -9: the server ends the holder's session and frees its lock; another gateway
      // takes the job at its next try (every 15 s).
      const killedAt = Date.now();
      f.gateways[holder!]!.kill('SIGKILL');
      await f.gateways[holder!]!.exited;
      f.gateways[holder!] = null;
      const next = await until(
        () => pollHolder(f),
        (slot) => slot !== null,
        60_000,
        250,
      );
      const takeoverSeconds = (Date.now() - killedAt) / 1000;
      console.log(
        `news-poll taken over by another gateway ${takeoverSeconds.toFixed(1)} s after kill -9`,
      );
      expect(next).not.toBeNull();
      expect(next).not.toBe(holder);
      expect(takeoverSeconds).toBeLessThan(60);
      // The new holder fetches nothing before the feeds are due again.
      expect(urls.map(requestsOf)).toEqual([1, 1, 1]);
    },
  );
});
