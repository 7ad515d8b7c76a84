import Fastify from 'fastify';
import { domainEventsPlugin } from '../domain-events';

describe('domain events', () => {
  it('runs every listener and waits for them', async () => {
    const app = Fastify({ logger: false });
    await app.register(domainEventsPlugin);
    const seen: string[] = [];
    app.domainEvents.on('story:published', async ({ storyId }) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`a:${storyId}`);
    });
    app.domainEvents.on('story:published', ({ storyId }) => {
      seen.push(`b:${storyId}`);
    });
    await app.domainEvents.emit('story:published', { storyId: 's1', authorId: 'u1', title: 'T' });
    expect(seen.sort()).toEqual(['a:s1', 'b:s1']);
    await app.close();
  });

  it('keeps going when a listener fails', async () => {
    const app = Fastify({ logger: false });
    await app.register(domainEventsPlugin);
    const seen: string[] = [];
    app.domainEvents.on('user:followed', () => {
      throw new Error('boom');
    });
    app.domainEvents.on('user:followed', ({ followeeId }) => {
      seen.push(followeeId);
    });
    await expect(
      app.domainEvents.emit('user:followed', { followerId: 'a', followeeId: 'b' }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual(['b']);
    await app.close();
  });
});
