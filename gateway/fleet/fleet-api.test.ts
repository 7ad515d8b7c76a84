import { io as connect, type Socket } from 'socket.io-client';
import { publish, smallPng, type HttpAnswer } from '../faults/support/site';
import {
  call,
  fleetTest,
  registerMember,
  startFleet,
  type Fleet,
  type Member,
} from './support/fleet';

let fleet: Fleet | null = null;
const sockets: Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await fleet?.close();
});

async function theFleet(): Promise<Fleet> {
  fleet ??= await startFleet();
  return fleet;
}

/** A signed-in socket on the given gateway (a websocket straight away: no stickiness needed). */
async function socketOn(url: string, member: Member): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: member.token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

function next<T>(socket: Socket, event: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const mediaUrl = (name: string) => (name.startsWith('/') ? name : `/uploads/${name}`);

describe('three gateways behind HAProxy', () => {
  fleetTest('API through the balancer')(
    'signs in through the balancer, and serves a story published through one gateway, with its pictures, from every other',
    async () => {
      const f = await theFleet();
      const ada = await registerMember(f, 'Ada Lovelace');
      const me = await call(`${f.url}/api/users/me`, 'GET', undefined, {
        authorization: `Bearer ${ada.token}`,
      });
      expect(me.status).toBe(200);

      const answer = (await publish({ url: f.direct[0]! }, ada, 'Bridge reopens', [
        await smallPng(1),
        await smallPng(2),
      ])) as HttpAnswer;
      expect(answer.status).toBe(201);
      const story = answer.json.data as { id: string; media: string[] };
      expect(story.media).toHaveLength(2);

      for (const base of [f.direct[1]!, f.direct[2]!, f.url]) {
        const read = await call(`${base}/api/contributions/${story.id}`, 'GET');
        expect([base, read.status]).toEqual([base, 200]);
        for (const name of story.media) {
          const file = await fetch(`${base}${mediaUrl(name)}`);
          expect([base, name, file.status]).toEqual([base, name, 200]);
          expect(file.headers.get('content-type')).toMatch(/^image\//);
          expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
        }
      }
    },
  );

  fleetTest('notifications across gateways')(
    "delivers a follow and a published story to the other member's socket, whichever gateway each is on",
    async () => {
      const f = await theFleet();
      const ada = await registerMember(f, 'Ada Writer');
      const ben = await registerMember(f, 'Ben Reader');
      for (let i = 0; i < 3; i++) {
        const j = (i + 1) % 3;
        // Ada listens on gateway i; Ben follows her through gateway j.
        const adaSocket = await socketOn(f.direct[i]!, ada);
        const followed = next<{ type: string; userId: string }>(adaSocket, 'notification');
        const follow = await call(`${f.direct[j]}/api/user/${ada.id}/follow`, 'POST', undefined, {
          authorization: `Bearer ${ben.token}`,
        });
        expect(follow.status).toBe(200);
        expect(await followed).toMatchObject({ type: 'follow', userId: ada.id });

        // Ben listens on gateway i; Ada publishes through gateway j: the fan-out runs after
        // the answer and reaches him through Redis.
        const benSocket = await socketOn(f.direct[i]!, ben);
        const told = next<{ type: string; userId: string; newsId: { _id: string } }>(
          benSocket,
          'notification',
        );
        const published = (await publish(
          { url: f.direct[j]! },
          ada,
          `Story ${i}`,
          [],
        )) as HttpAnswer;
        expect(published.status).toBe(201);
        const story = published.json.data as { id: string };
        expect(await told).toMatchObject({
          type: 'news_contribution',
          userId: ben.id,
          newsId: { _id: story.id },
        });

        const unfollow = await call(
          `${f.direct[j]}/api/user/${ada.id}/unfollow`,
          'POST',
          undefined,
          {
            authorization: `Bearer ${ben.token}`,
          },
        );
        expect(unfollow.status).toBe(200);
        adaSocket.disconnect();
        benSocket.disconnect();
      }
      // Each story notified its one follower once, however many gateways handled the outbox.
      const rows = await f.query<{ n: number }>(
        `select count(*)::int as n from notifications where type = 'news_contribution' and user_id = $1`,
        [ben.id],
      );
      expect(rows[0]!.n).toBe(3);
    },
  );

  fleetTest('socket.io stickiness')(
    'keeps a long-polling socket.io session on one gateway by its cookie',
    async () => {
      const f = await theFleet();
      const open = await fetch(`${f.url}/socket.io/?EIO=4&transport=polling`);
      expect(open.status).toBe(200);
      const cookie = open.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^VOICES_GATEWAY=g[123]/);
      const sid = /"sid":"([^"]+)"/.exec(await open.text())![1]!;
      // Round robin would send these to the three gateways in turn; two of them know no such
      // session. With the cookie all go to the one that does.
      for (let i = 0; i < 6; i++) {
        const poll = await fetch(`${f.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
          method: 'POST',
          headers: { cookie: cookie.split(';')[0]!, 'content-type': 'text/plain' },
          body: '3',
        });
        expect([i, poll.status]).toEqual([i, 200]);
      }
    },
  );

  fleetTest('sign-in limits across gateways')(
    'counts the per-client sign-in limit once across the fleet',
    async () => {
      const f = await theFleet();
      // A client at 203.0.113.9 reaching the three gateways in turn through a proxy at
      // 127.0.0.1 (TRUST_PROXY): 30 code requests in all are allowed, not 30 per gateway.
      const from = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let n = 0; n < 31; n++) {
        const res = await call(
          `${f.direct[n % 3]}/api/request-otp`,
          'POST',
          { email: `limit-${n}-${Date.now()}@example.com` },
          from,
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      for (const base of f.direct) {
        const res = await call(
          `${base}/api/request-otp`,
          'POST',
          { email: `more-${Date.now()}@example.com` },
          from,
        );
        expect([base, res.status]).toEqual([base, 429]);
      }
    },
  );
});
