import { buildTestApp, describeEachEngine } from '../../../testing';

describeEachEngine('health', (engine) => {
  it('answers /healthz', async () => {
    const app = await buildTestApp({ engine });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const app = await buildTestApp({ engine });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready once shutting down, while still healthy', async () => {
    const app = await buildTestApp({ engine });
    app.lifecycle.shuttingDown = true;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'Shutting down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const app = await buildTestApp({ engine });
    await app.ready();
    await app.db.destroy();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
  });
});
