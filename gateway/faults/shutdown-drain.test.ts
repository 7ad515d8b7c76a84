import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  killGateway,
  sleep,
  startGateway,
  until,
  type GatewayProcess,
} from './support/gateway-process';
import { answered, largeJpeg, publish, registerMember, send } from './support/site';
import { servedFiles, stagedFiles } from './support/storage';

/**
 * Bytes of a body past what the two ends' socket buffers can hold between them (4 MB to send,
 * up to 32 MB to receive here): once this much has gone out, the gateway is reading the body,
 * so it has taken the request; about half of it is still to come.
 */
const READING_BYTES = 48 * 1024 * 1024;

describe('SIGTERM during maximum-size uploads', () => {
  let gateway: GatewayProcess | null = null;
  let dataDir = '';

  afterAll(async () => {
    await killGateway(gateway);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets both finish with 201 and Connection: close, answers a new request 503 JSON, and exits 0', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-faults-'));
    gateway = await startGateway({ dataDir });
    const g = gateway;
    const [ada, bob] = [await registerMember(g, 'Ada Drain'), await registerMember(g, 'Bob Drain')];
    // Ten pictures of 9.8 MB: the most a story can carry.
    const big = await largeJpeg();
    const images: Buffer[] = Array.from({ length: 10 }, () => big);

    const started = Date.now();
    const written = [0, 0];
    const uploads = [ada, bob].map((member, i) =>
      publish(g, member, `Finished while stopping (${i + 1})`, images, undefined, (bytes) => {
        written[i] = bytes;
      }),
    );
    // Both bodies on their way and their pictures being worked on: more of each has gone out
    // than the connection's buffers hold, so the gateway is reading both (however long this
    // machine takes to build two 98 MB bodies first), and most of each is still to come.
    const reading = await until(
      async () => [...written],
      (bytes) => bytes.every((n) => n >= READING_BYTES),
      60_000,
      20,
    );
    expect(reading.every((n) => n >= READING_BYTES)).toBe(true);
    g.kill('SIGTERM');
    const stopAt = Date.now();

    await sleep(200);
    const refused = await send(`${g.url}/api/getContributions`);
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.json).toEqual({
      success: false,
      message: 'The server is restarting. Please try again in a few seconds.',
    });
    expect((await send(`${g.url}/readyz`)).json).toEqual({
      status: 'unavailable',
      message: 'Shutting down',
    });

    const answers = await Promise.all(uploads);
    for (const answer of answers) {
      expect(answered(answer) ? answer.status : answer).toBe(201);
      if (!answered(answer)) continue;
      expect(answer.headers.connection).toBe('close');
      expect((answer.json.data as { media: string[] }).media).toHaveLength(10);
    }
    const exit = await g.exited;
    console.log(
      `two 98 MB publishes: SIGTERM ${((stopAt - started) / 1000).toFixed(1)} s after they began, ` +
        `exit ${((Date.now() - stopAt) / 1000).toFixed(1)} s after it`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(g.messages('stopped')).toHaveLength(1);

    // What was acknowledged is there after a restart, whole.
    gateway = await startGateway({ dataDir });
    for (const answer of answers) {
      if (!answered(answer)) continue;
      const story = answer.json.data as { id: string; media: string[]; thumbnails: string[] };
      expect((await send(`${gateway.url}/api/contributions/${story.id}`)).status).toBe(200);
      for (const name of [...story.media, ...story.thumbnails]) {
        expect(servedFiles(dataDir).get(name)).toBeGreaterThan(0);
      }
    }
    expect(stagedFiles(dataDir)).toEqual([]);
  });
});
