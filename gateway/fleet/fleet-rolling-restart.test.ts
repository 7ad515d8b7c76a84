import { randomUUID } from 'node:crypto';
import { sleep } from '../faults/support/gateway-process';
import { answered, publish, smallPng, type HttpAnswer } from '../faults/support/site';
import { fleetTest, registerMember, startFleet, type Fleet, type Member } from './support/fleet';

let fleet: Fleet | null = null;
afterAll(async () => {
  await fleet?.close();
});

interface Published {
  key: string;
  title: string;
  /** HTTP attempts the client made (a retry reuses the key, as the site's client does). */
  attempts: number;
  answer: HttpAnswer | null;
}

const mediaUrl = (name: string) => (name.startsWith('/') ? name : `/uploads/${name}`);

describe('rolling restart behind HAProxy', () => {
  fleetTest('rolling restart')(
    'restarts the three gateways one after the other under reads and publishes with no failed request',
    async () => {
      fleet = await startFleet();
      const f = fleet;
      const authors: Member[] = [];
      for (let i = 0; i < 6; i++) authors.push(await registerMember(f, `Author ${i}`));
      const picture = await smallPng(7);

      let running = true;
      const reads = { ok: 0, failed: [] as string[] };
      const publishes: Published[] = [];
      const refusals: string[] = [];

      const reader = async () => {
        while (running) {
          for (const path of ['/api/category/home', '/api/category-counts', '/readyz']) {
            try {
              const res = await fetch(`${f.url}${path}`);
              await res.arrayBuffer();
              if (res.status === 200) reads.ok += 1;
              else reads.failed.push(`${path} ${res.status}`);
            } catch (error) {
              reads.failed.push(`${path} ${String(error)}`);
            }
          }
        }
      };
      const publisher = async (author: Member) => {
        for (let n = 0; running; n++) {
          const job: Published = {
            key: randomUUID(),
            title: `${author.name} story ${n}`,
            attempts: 0,
            answer: null,
          };
          publishes.push(job);
          // The site's client: the same Idempotency-Key on a retry, after a short wait.
          while (job.attempts < 5) {
            job.attempts += 1;
            const outcome = await publish(f, author, job.title, [picture], job.key);
            if (answered(outcome) && outcome.status === 201) {
              job.answer = outcome;
              break;
            }
            refusals.push(
              answered(outcome)
                ? `${outcome.status} ${JSON.stringify(outcome.json)}`
                : outcome.error,
            );
            await sleep(500);
          }
          // Within the publish window (9 stories per author in 30 s).
          await sleep(3_500);
        }
      };

      const load = Promise.all([reader(), reader(), ...authors.map(publisher)]);
      await sleep(2_000);
      const exitCodes: (number | null)[] = [];
      for (let i = 0; i < 3; i++) {
        exitCodes.push(await f.stop(i));
        await f.start(i);
        // HAProxy sees it up after two passing checks (rise 2, every second).
        await sleep(3_000);
      }
      running = false;
      await load;

      const retried = publishes.filter((p) => p.attempts > 1).length;
      console.log(
        `rolling restart: ${reads.ok} reads answered 200, ${reads.failed.length} failed; ` +
          `${publishes.length} publishes, ${retried} retried by the client with their key`,
      );
      expect(refusals).toEqual([]);
      expect(exitCodes).toEqual([0, 0, 0]);
      expect(reads.failed).toEqual([]);
      expect(publishes.filter((p) => p.answer === null)).toEqual([]);

      // Every acknowledged story is there once, with its picture served.
      for (const job of publishes) {
        const rows = await f.query<{ id: string }>('select id from stories where title = $1', [
          job.title,
        ]);
        expect([job.title, rows.length]).toEqual([job.title, 1]);
        const story = job.answer!.json.data as { id: string; media: string[] };
        expect(rows[0]!.id).toBe(story.id);
        expect(story.media).toHaveLength(1);
        const file = await fetch(`${f.url}${mediaUrl(story.media[0]!)}`);
        expect([story.media[0], file.status]).toEqual([story.media[0], 200]);
        await file.arrayBuffer();
      }
    },
  );
});
