import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fastifyTrustProxy, loadConfig } from '../config';
import { buildTestApp, cleanUpTestResources } from '../testing/test-app';

/** A bare Fastify that answers the client address and protocol it sees. */
async function echo(options: FastifyServerOptions) {
  const app = Fastify(options);
  app.get('/who', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.ready();
  return app;
}

async function who(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/who',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });
  return res.json() as { ip: string; protocol: string };
}

describe('TRUST_PROXY as a number of hops', () => {
  afterAll(cleanUpTestResources);

  it('is why a plain number cannot be handed to Fastify: it trusts no hop at all', async () => {
    // The typings leave a number out, though Fastify reads one at run time.
    const app = await echo({ trustProxy: 1 as unknown as boolean });
    // HAProxy at 127.0.0.1 appended the client's address; Fastify still answers the balancer's.
    expect(await who(app, '127.0.0.1', '203.0.113.7')).toEqual({
      ip: '127.0.0.1',
      protocol: 'http',
    });
    await app.close();
  });

  it('TRUST_PROXY=1 trusts the one proxy in front: the client is the last X-Forwarded-For entry', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1' });
    expect(trustProxy).toBe(1);
    const app = await echo({ trustProxy: fastifyTrustProxy(trustProxy) });
    // Whatever the balancer's address; a client's own header stays in front and is ignored.
    expect(await who(app, '10.0.0.5', '203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await who(app, '127.0.0.1', '198.51.100.1, 203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    // No header: the peer itself.
    const bare = await app.inject({ method: 'GET', url: '/who', remoteAddress: '10.0.0.5' });
    expect(bare.json()).toEqual({ ip: '10.0.0.5', protocol: 'http' });
    await app.close();
  });

  it('TRUST_PROXY=2 trusts two hops (a CDN in front of the balancer)', async () => {
    const app = await echo({ trustProxy: fastifyTrustProxy(2) });
    expect((await who(app, '127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.9')).ip).toBe(
      '203.0.113.7',
    );
    await app.close();
  });

  it('TRUST_PROXY=0 trusts nothing, as false does', async () => {
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(fastifyTrustProxy(true)).toBe(true);
  });

  it('the gateway honours TRUST_PROXY=1: the protocol its proxy forwarded turns HSTS on', async () => {
    const app = await buildTestApp({ config: { trustProxy: 1 } });
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
