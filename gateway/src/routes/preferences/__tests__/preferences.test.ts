import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { PREFERENCE_MESSAGES, STORY_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { buildStoryApp, signIn } from '../../contributions/__tests__/story-helpers';

const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

describeEachEngine('preferred template and custom heading', (engine) => {
  it('keeps the preferred template, mapping legacy modern and refusing unknown themes', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const get = () =>
      app.inject({ method: 'GET', url: '/api/users/me/preferred-template', headers: ada.auth });
    const put = (templateId: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/me/preferred-template',
        headers: ada.auth,
        payload: { templateId },
      });

    // A new member has saved no theme yet, so Compose shows the theme picker first.
    expect((await get()).json()).toEqual({ success: true, preferredTemplate: null });
    const fresh = await app.inject({ method: 'GET', url: '/api/users/me', headers: ada.auth });
    expect(fresh.json().user.preferredTemplate).toBeNull();
    const saved = await put('udaya');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      preferredTemplate: 'udaya',
      message: PREFERENCE_MESSAGES.themeSaved,
    });
    expect((await get()).json().preferredTemplate).toBe('udaya');
    expect((await put('modern')).json().preferredTemplate).toBe('modern-grid');
    expect((await get()).json().preferredTemplate).toBe('modern-grid');

    const unknown = await put('fancy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: STORY_MESSAGES.themeUnknown });
    expect((await put(' ')).json()).toEqual({
      success: false,
      message: PREFERENCE_MESSAGES.templateRequired,
    });
    expect((await get()).json().preferredTemplate).toBe('modern-grid');

    // The user row answers the same.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: ada.auth });
    expect(me.json().user.preferredTemplate).toBe('modern-grid');

    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me/preferred-template' })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/users/me/preferred-template',
          payload: { templateId: 'noir' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps a global heading and one per theme, falling back to the global one', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Writer');
    const read = (authorId: string, themeId?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/users/${authorId}/custom-heading${themeId ? `?themeId=${themeId}` : ''}`,
      });
    const save = (body: Record<string, unknown>, user = ada) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/me/custom-heading',
        headers: user.auth,
        payload: body,
      });

    expect((await read(ada.id)).json()).toEqual({ success: true, heading: null, themeId: null });

    const global = await save({ heading: '  The <b>Ada</b> Times\n' });
    expect(global.statusCode).toBe(200);
    expect(global.json()).toEqual({
      success: true,
      heading: 'The <b>Ada</b> Times',
      themeId: null,
      message: PREFERENCE_MESSAGES.headingSaved,
    });
    expect((await save({ heading: 'Noir Ada', themeId: 'noir' })).json().themeId).toBe('noir');
    expect((await save({ heading: 'Herald Ada', themeId: 'modern' })).json().themeId).toBe(
      'modern-grid',
    );

    expect((await read(ada.id)).json()).toEqual({
      success: true,
      heading: 'The <b>Ada</b> Times',
      themeId: null,
    });
    expect((await read(ada.id, 'noir')).json()).toMatchObject({
      heading: 'Noir Ada',
      themeId: 'noir',
    });
    expect((await read(ada.id, 'modern')).json().heading).toBe('Herald Ada');
    expect((await read(ada.id, 'udaya')).json()).toMatchObject({
      heading: 'The <b>Ada</b> Times',
      themeId: null,
    });
    // Another author's headings are their own.
    expect((await read(bob.id, 'noir')).json().heading).toBeNull();
    const row = await app.db
      .selectFrom('users')
      .select('custom_heading')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.custom_heading).toBe('The <b>Ada</b> Times');

    // Empty clears; the theme then falls back again.
    const cleared = await save({ heading: '   ', themeId: 'noir' });
    expect(cleared.json()).toEqual({
      success: true,
      heading: null,
      themeId: 'noir',
      message: PREFERENCE_MESSAGES.headingCleared,
    });
    expect((await read(ada.id, 'noir')).json().heading).toBe('The <b>Ada</b> Times');
    expect((await save({ heading: null })).json().heading).toBeNull();
    expect((await read(ada.id, 'noir')).json().heading).toBeNull();

    // Bounds and unknowns.
    expect((await save({ heading: 'h'.repeat(200) })).statusCode).toBe(200);
    const long = await save({ heading: 'h'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: STORY_MESSAGES.headingTooLong });
    const theme = await save({ heading: 'x', themeId: 'fancy' });
    expect(theme.statusCode).toBe(400);
    expect(theme.json().message).toBe(STORY_MESSAGES.themeUnknown);
    expect((await read(ada.id, 'fancy')).statusCode).toBe(400);
    for (const id of ['0123456789abcdef01234567', 'someone']) {
      const missing = await read(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: PREFERENCE_MESSAGES.userNotFound });
    }
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/users/me/custom-heading',
          payload: { heading: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('tells every socket when a heading changes', async () => {
    const { app } = await buildStoryApp(engine);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const socket = connect(url, { path: '/socket.io', reconnection: false });
    clients.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const received = new Promise((resolve) => socket.once('custom_heading_updated', resolve));

    const ada = await signIn(app, 'Ada Reporter');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/custom-heading',
      headers: ada.auth,
      payload: { heading: 'The Ada Times', themeId: 'noir' },
    });
    expect(res.statusCode).toBe(200);
    expect(await received).toEqual({ authorId: ada.id, themeId: 'noir' });
  });

  it('limits heading saves to 30 a minute per user', async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const save = () =>
      app.inject({
        method: 'PUT',
        url: '/api/users/me/custom-heading',
        headers: ada.auth,
        payload: { heading: 'Again' },
      });
    for (let i = 0; i < 30; i++) expect((await save()).statusCode).toBe(200);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    clock.advance(60_000);
    expect((await save()).statusCode).toBe(200);
  });
});
