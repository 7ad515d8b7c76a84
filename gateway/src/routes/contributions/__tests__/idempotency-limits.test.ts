import { STORY_MESSAGES } from '@voices/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachEngine } from '../../../testing';
import { createIdempotencyRepository } from '../../../repositories/stories-idempotency-repository';
import { buildStoryApp, png, publish, signIn, storyCount, uploadedFiles } from './story-helpers';

const MINUTE = 60_000;
const HASH = 'the fingerprint of a publish that never finished';

/** A claim left without an answer, as a process that stopped mid-publish leaves it. */
async function leftClaim(
  app: FastifyInstance,
  scope: string,
  key: string,
  owner: string | null,
  createdAt = new Date(),
): Promise<void> {
  await app.db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      method: 'POST',
      path: '/api/contribute',
      request_hash: HASH,
      status_code: null,
      response_body: null,
      created_at: createdAt.toISOString(),
      expires_at: new Date(createdAt.getTime() + 24 * 60 * MINUTE).toISOString(),
      owner,
    })
    .execute();
}

async function addInstance(app: FastifyInstance, id: string, heartbeatAt: Date): Promise<void> {
  await app.db
    .insertInto('gateway_instances')
    .values({
      id,
      host: 'another-host',
      pid: 1,
      started_at: heartbeatAt.toISOString(),
      heartbeat_at: heartbeatAt.toISOString(),
    })
    .execute();
}

describeEachEngine('publishing once, and not too fast', (engine) => {
  it('publishes once when two identical requests with one key race, answering both alike', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const published: unknown[] = [];
    app.domainEvents.on('story:published', (event) => {
      published.push(event);
    });
    const picture = await png(40, 30);
    const key = { 'idempotency-key': 'draft-6b1f0c2e' };

    const [one, two] = await Promise.all([
      publish(app, ada, {}, [{ bytes: picture }], key),
      publish(app, ada, {}, [{ bytes: picture }], key),
    ]);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(two.json()).toEqual(one.json());
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']]).toContain(
      'true',
    );
    expect(await storyCount(app)).toBe(1);
    expect(uploadedFiles(app)).toHaveLength(2);
    await app.domainEvents.drain();
    expect(published).toHaveLength(1);

    // A retry later gets the same answer again.
    const again = await publish(app, ada, {}, [{ bytes: picture }], key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(one.json());
    expect(await storyCount(app)).toBe(1);
  });

  it('answers 422 when the same key comes with a different story', async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const key = { 'idempotency-key': 'draft-1' };
    expect((await publish(app, ada, { title: 'First' }, [], key)).statusCode).toBe(201);

    const otherTitle = await publish(app, ada, { title: 'Second' }, [], key);
    expect(otherTitle.statusCode).toBe(422);
    expect(otherTitle.json()).toEqual({
      success: false,
      message: STORY_MESSAGES.idempotencyKeyReused,
    });
    const otherImage = await publish(app, ada, { title: 'First' }, [{ bytes: await png() }], key);
    expect(otherImage.statusCode).toBe(422);
    expect(await storyCount(app)).toBe(1);
    expect(uploadedFiles(app)).toEqual([]);

    // Keys belong to their author: another author's same key is a new story.
    const bob = await signIn(app, 'Bob Writer');
    expect((await publish(app, bob, { title: 'Second' }, [], key)).statusCode).toBe(201);
    expect(await storyCount(app)).toBe(2);

    // A key is remembered for 24 hours.
    clock.advance(24 * 3600_000 - 1000);
    expect((await publish(app, ada, { title: 'Second' }, [], key)).statusCode).toBe(422);
    clock.advance(1000);
    expect((await publish(app, ada, { title: 'Second' }, [], key)).statusCode).toBe(201);
    expect(await storyCount(app)).toBe(3);
  });

  it('frees the key of a refused publish, so the corrected draft goes through', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const key = { 'idempotency-key': 'draft-2' };
    const refused = await publish(app, ada, {}, [{ bytes: Buffer.from('<svg/>') }], key);
    expect(refused.statusCode).toBe(400);
    const fixed = await publish(app, ada, {}, [{ bytes: await png() }], key);
    expect(fixed.statusCode).toBe(201);
    expect(await app.db.selectFrom('idempotency_keys').select('status_code').execute()).toEqual([
      { status_code: 201 },
    ]);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {}, [], { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STORY_MESSAGES.idempotencyKeyInvalid);
  });

  it('takes 9 stories per 30 seconds per author, then 429 with Retry-After', async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Writer');
    const firstKey = { 'idempotency-key': 'story-0' };
    for (let i = 0; i < 9; i++) {
      const headers = i === 0 ? firstKey : {};
      expect((await publish(app, ada, { title: `Story ${i}` }, [], headers)).statusCode).toBe(201);
      clock.advance(1000);
    }
    // 9 s have passed since the first: 21 s to wait.
    const tenth = await publish(app, ada, { title: 'Story 9' }, [{ bytes: await png() }]);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.headers['retry-after']).toBe('21');
    expect(tenth.json()).toEqual({
      success: false,
      message: 'You are publishing too fast. Please wait 21 seconds.',
    });
    expect(uploadedFiles(app)).toEqual([]);

    // A retry of a publish already made is answered again, not refused.
    const retry = await publish(app, ada, { title: 'Story 0' }, [], firstKey);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // Another author is not held back.
    expect((await publish(app, bob)).statusCode).toBe(201);
    // Once the oldest of the nine is 30 s old, publishing works again.
    clock.advance(20_000);
    expect((await publish(app, ada, { title: 'Story 9' })).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await publish(app, ada, { title: 'Story 9' })).statusCode).toBe(201);
    expect(await storyCount(app)).toBe(11);
  });

  it('counts concurrent publishes of one author exactly', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => publish(app, ada, { title: `Story ${i}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(9).fill(201), ...Array(3).fill(429)]);
    expect(await storyCount(app)).toBe(9);
  });

  it('works on the images of no more publishes than the limit lets through at once', async () => {
    const app = await buildTestApp({ engine, config: { uploads: { perMember: 20, total: 20 } } });
    const ada = await signIn(app, 'Ada Reporter');
    const storeImage = jest.spyOn(app.uploads, 'storeImage');
    const picture = await png(40, 30);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        publish(app, ada, { title: `Story ${i}` }, [{ bytes: picture }]),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(9);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    // Most of the refused are refused before their images are worked on. Not always all: a
    // publish stops counting as in flight just before its commit (publish-rate.ts), so under
    // load a late one may still be worked on and then refused in the transaction.
    expect(storeImage.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(storeImage.mock.calls.length).toBeLessThan(12);
    // Whatever was worked on for a refused publish is gone again.
    expect(uploadedFiles(app)).toHaveLength(18);
  });

  it('takes over at once a claim whose gateway process is gone', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    // Its process no longer has a row (removed at a restart on its host, or long dead)...
    await leftClaim(app, ada.id, 'crashed-1', 'dead0000dead0000');
    // ...or its row was not refreshed for a minute (another host that stopped).
    await addInstance(app, 'ab0000000000000b', new Date(Date.now() - MINUTE));
    await leftClaim(app, ada.id, 'crashed-2', 'ab0000000000000b');

    for (const key of ['crashed-1', 'crashed-2']) {
      const started = Date.now();
      const res = await publish(app, ada, { title: key }, [], { 'idempotency-key': key });
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      // Not the minute a retry used to wait on a running claim.
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    expect(await storyCount(app)).toBe(2);
  });

  it('waits on a claim of a process that still runs, and on an old-style claim for 5 minutes', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const repository = createIdempotencyRepository(app.db);
    await addInstance(app, 'cd0000000000000d', new Date());
    await leftClaim(app, ada.id, 'running', 'cd0000000000000d');
    await leftClaim(app, ada.id, 'legacy-recent', null, new Date(Date.now() - MINUTE));
    await leftClaim(app, ada.id, 'legacy-old', null, new Date(Date.now() - 6 * MINUTE));
    const claim = (key: string) =>
      repository.claim(
        { scope: ada.id, key, method: 'POST', path: '/api/contribute', requestHash: HASH },
        new Date(),
        24 * 60 * MINUTE,
        5 * MINUTE,
        { id: app.instance.id, staleBefore: app.instance.staleBefore() },
      );
    expect(await claim('running')).toEqual({ kind: 'running' });
    expect(await claim('legacy-recent')).toEqual({ kind: 'running' });
    expect(await claim('legacy-old')).toEqual({ kind: 'claimed' });
    // Staleness unknown (this process could not refresh its own row): only age counts.
    await app.db
      .updateTable('gateway_instances')
      .set({ heartbeat_at: new Date(Date.now() - MINUTE).toISOString() })
      .where('id', '=', 'cd0000000000000d')
      .execute();
    const unjudged = await repository.claim(
      { scope: ada.id, key: 'running', method: 'POST', path: '/api/contribute', requestHash: HASH },
      new Date(),
      24 * 60 * MINUTE,
      5 * MINUTE,
      { id: app.instance.id, staleBefore: null },
    );
    expect(unjudged).toEqual({ kind: 'running' });
    expect(await claim('running')).toEqual({ kind: 'claimed' });
  });
});
