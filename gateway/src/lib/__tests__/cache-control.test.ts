import type { FastifyReply } from 'fastify';
import { appendVary } from '../cache-control';

/** Just enough of a reply to hold headers. */
function replyWith(vary?: string): FastifyReply {
  const headers = new Map<string, string>(vary === undefined ? [] : [['vary', vary]]);
  const reply = {
    getHeader: (name: string) => headers.get(name),
    header(name: string, value: string) {
      headers.set(name, value);
      return reply;
    },
  };
  return reply as unknown as FastifyReply;
}

describe('appendVary', () => {
  it.each([
    [undefined, 'Accept-Encoding', 'Accept-Encoding'],
    ['', 'Accept-Encoding', 'Accept-Encoding'],
    ['Origin', 'Accept-Encoding', 'Origin, Accept-Encoding'],
    ['Origin, Accept-Encoding', 'accept-encoding', 'Origin, Accept-Encoding'],
    ['Origin,accept-encoding ', 'Accept-Encoding', 'Origin,accept-encoding '],
    ['Accept-Encoding-X', 'Accept-Encoding', 'Accept-Encoding-X, Accept-Encoding'],
    ['Origin, Accept', 'Accept-Language', 'Origin, Accept, Accept-Language'],
    ['*', 'Authorization', '*'],
  ])('Vary %p with %p gives %p', (before, field, after) => {
    const reply = replyWith(before);
    appendVary(reply, field);
    expect(reply.getHeader('vary')).toBe(after);
  });
});
