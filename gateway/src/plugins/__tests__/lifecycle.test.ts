import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { READINESS_MESSAGES, SERVICE_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../testing';
import { openConnection, rawRequest } from '../../testing/raw-http';
import {
  buildStoryApp,
  rawPublish,
  signIn,
} from '../../routes/contributions/__tests__/story-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

async function inFlight(app: FastifyInstance, count: number): Promise<void> {
  for (let i = 0; i < 100 && app.lifecycle.inFlight < count; i++) await sleep(10);
  expect(app.lifecycle.inFlight).toBe(count);
}

describeEachEngine('stopping gracefully', (engine) => {
  it('lets an upload in flight finish, closing its connection, and refuses new requests with 503 JSON', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const port = await listening(app);

    // A kept-alive connection from before the stop.
    const kept = await openConnection(port);
    kept.write(rawRequest('GET', '/api/getContributions'));
    expect((await kept.response(1)).status).toBe(200);

    const upload = await openConnection(port);
    const { first, rest } = await rawPublish(ada, 'Finished during the stop');
    upload.write(first);
    await inFlight(app, 1);

    app.lifecycle.shuttingDown = true;
    const drained = app.lifecycle.drained(10_000);

    // A new connection, and the kept-alive one: 503 JSON, and the connection is closed.
    const fresh = await openConnection(port);
    fresh.write(rawRequest('GET', '/api/getContributions'));
    for (const [connection, count] of [
      [fresh, 1],
      [kept, 2],
    ] as const) {
      if (connection === kept) connection.write(rawRequest('GET', '/api/getContributions'));
      const refused = await connection.response(count);
      expect(refused.status).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['retry-after']).toBe('5');
      expect(JSON.parse(refused.body)).toEqual({
        success: false,
        message: SERVICE_MESSAGES.shuttingDown,
      });
      await connection.closed;
    }

    // The probes keep answering: alive, not ready.
    const probe = await openConnection(port);
    probe.write(rawRequest('GET', '/readyz'));
    const ready = await probe.response(1);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'unavailable',
      message: READINESS_MESSAGES.shuttingDown,
    });
    probe.destroy();

    upload.write(rest);
    const published = await upload.response(1);
    expect(published.status).toBe(201);
    expect(published.headers.connection).toBe('close');
    expect(JSON.parse(published.body).data.title).toBe('Finished during the stop');
    await upload.closed;
    expect(await drained).toBe(true);
    expect(app.lifecycle.inFlight).toBe(0);
  });

  it('answers a request pipelined behind an upload in flight, after it', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const port = await listening(app);

    const connection = await openConnection(port);
    const { first, rest } = await rawPublish(ada, 'With a request behind it');
    connection.write(first);
    await inFlight(app, 1);
    app.lifecycle.shuttingDown = true;
    connection.write(Buffer.concat([rest, rawRequest('GET', '/api/getContributions')]));

    const published = await connection.response(1);
    expect(published.status).toBe(201);
    // Not closed yet: the pipelined request still gets its answer on this connection.
    expect(published.headers.connection).not.toBe('close');
    const refused = await connection.response(2);
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      message: SERVICE_MESSAGES.shuttingDown,
    });
    await connection.closed;
    expect(await app.lifecycle.drained(5000)).toBe(true);
  });

  it('waits for a handler whose client went away, and gives up at the deadline if it must', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const port = await listening(app);

    const connection = await openConnection(port);
    const { first } = await rawPublish(ada, 'Never finished');
    connection.write(first);
    await inFlight(app, 1);
    app.lifecycle.shuttingDown = true;
    expect(await app.lifecycle.drained(200)).toBe(false);
    connection.destroy();
    expect(await app.lifecycle.drained(5000)).toBe(true);
  });
});
