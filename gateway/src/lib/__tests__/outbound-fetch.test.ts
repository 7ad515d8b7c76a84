import { decodeBody, outboundGet, outboundJson, OutboundError } from '../outbound-fetch';
import { startLoopbackServer, type LoopbackServer } from '../../testing/loopback-server';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('outbound fetch', () => {
  it('names Voices, returns any status and caps the body', async () => {
    const server = await startLoopbackServer((request, response) => {
      if (request.url === '/big') {
        response.writeHead(200);
        response.write('x'.repeat(600));
        response.end('y'.repeat(600));
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
    });
    servers.push(server);
    const missing = await outboundGet(`${server.origin}/missing`);
    expect(missing.status).toBe(404);
    expect(new TextDecoder().decode(missing.body)).toBe('nope');
    expect(server.requests[0]!.headers['user-agent']).toMatch(/^Voices\//);
    await expect(outboundGet(`${server.origin}/big`, { maxBytes: 1000 })).rejects.toThrow(
      /larger than 1000/,
    );
    await expect(outboundJson(`${server.origin}/missing`)).rejects.toBeInstanceOf(OutboundError);
  });

  it('stops waiting after the time limit', async () => {
    const server = await startLoopbackServer(() => {});
    servers.push(server);
    await expect(outboundGet(server.origin, { timeoutMs: 100 })).rejects.toThrow(
      'no answer within 100 ms',
    );
  });

  it('decodes the charset of the header or of the XML prolog', () => {
    const latin1 = Uint8Array.from([
      0x3c, 0x3f, 0x78, 0x6d, 0x6c, 0x20, 0x65, 0x6e, 0x63, 0x6f, 0x64, 0x69, 0x6e, 0x67, 0x3d,
      0x22, 0x49, 0x53, 0x4f, 0x2d, 0x38, 0x38, 0x35, 0x39, 0x2d, 0x31, 0x22, 0x3f, 0x3e, 0xe9,
    ]);
    expect(decodeBody(latin1, null).endsWith('é')).toBe(true);
    expect(decodeBody(Uint8Array.from([0xe9]), 'text/xml; charset=iso-8859-1')).toBe('é');
    expect(decodeBody(new TextEncoder().encode('ಕನ್ನಡ'), 'text/xml')).toBe('ಕನ್ನಡ');
  });
});
