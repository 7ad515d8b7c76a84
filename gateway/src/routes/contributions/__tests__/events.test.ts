import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { describeEachEngine } from '../../../testing';
import { buildStoryApp, edit, publish, signIn } from './story-helpers';

const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

/** An anonymous reader's socket, recording every event it receives. */
async function reader(url: string): Promise<{ events: [string, unknown][] }> {
  const socket = connect(url, { path: '/socket.io', reconnection: false });
  clients.push(socket);
  const events: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { events };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
}

describeEachEngine('story events', (engine) => {
  it('tells every socket of a publish, an edit and a delete, with the id and author', async () => {
    const { app } = await buildStoryApp(engine);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [first, second] = [await reader(url), await reader(url)];
    const ada = await signIn(app, 'Ada Reporter');

    const id: string = (await publish(app, ada)).json().data.id;
    expect((await edit(app, ada, id, { title: 'New', content: 'New' })).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${id}`,
      headers: ada.auth,
    });
    expect(deleted.statusCode).toBe(200);

    const expected = [
      ['news_contributed', { id, authorId: ada.id }],
      ['news_updated', { id, authorId: ada.id }],
      ['news_deleted', { id, authorId: ada.id }],
    ];
    await until(() => first.events.length >= 3 && second.events.length >= 3);
    expect(first.events).toEqual(expected);
    expect(second.events).toEqual(expected);
  });
});
