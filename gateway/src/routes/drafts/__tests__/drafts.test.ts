import { DRAFT_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { buildStoryApp, publish, signIn } from '../../contributions/__tests__/story-helpers';

const FIELDS = {
  title: 'Half a headline',
  content: 'The council met on',
  category: 'Local',
  language: 'en',
  selectedTemplate: 'noir',
  authorSectionPosition: 'below-article',
  showAdvertisement: false,
  customHeading: 'The Riverside Times',
  idempotencyKey: '9c1f4a52-0d8e-4f4e-9d55-2f0b6b3c7a11',
};

describeEachEngine('drafts', (engine) => {
  it("keeps a member's compose draft across devices until it is discarded", async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Writer');
    const list = (user = ada) =>
      app.inject({ method: 'GET', url: '/api/drafts', headers: user.auth });
    const save = (key: string, payload: Record<string, unknown>, user = ada) =>
      app.inject({ method: 'PUT', url: `/api/drafts/${key}`, headers: user.auth, payload });

    expect((await list()).json()).toEqual({ success: true, drafts: [] });

    const saved = await save('compose', FIELDS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      draft: { key: 'compose', fields: FIELDS, updatedAt: clock().toISOString() },
    });

    // A second device (another session) sees the same draft, Idempotency-Key and all.
    const phone = await app.auth.startSession(ada.id);
    const there = await app.inject({
      method: 'GET',
      url: '/api/drafts',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(there.json().drafts).toEqual([
      { key: 'compose', fields: FIELDS, updatedAt: clock().toISOString() },
    ]);

    // Saving again replaces it; another member sees none of it.
    clock.advance(60_000);
    await save('compose', { ...FIELDS, content: 'The council met on Monday' });
    const after = (await list()).json().drafts;
    expect(after).toHaveLength(1);
    expect(after[0].fields.content).toBe('The council met on Monday');
    expect(after[0].updatedAt).toBe(clock().toISOString());
    expect((await list(bob)).json().drafts).toEqual([]);

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/drafts/compose',
      headers: ada.auth,
    });
    expect(gone.json()).toEqual({ success: true });
    expect((await list()).json().drafts).toEqual([]);
    // Discarding twice is no error.
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/drafts/compose', headers: ada.auth }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps one edit draft per story, only for the member's own stories", async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Writer');
    const story = (await publish(app, ada)).json().data;
    const key = `edit-${story.id}`;
    const save = (payload: Record<string, unknown>, user = ada, to = key) =>
      app.inject({ method: 'PUT', url: `/api/drafts/${to}`, headers: user.auth, payload });

    await save({ title: 'Compose draft' }, ada, 'compose');
    clock.advance(1_000);
    const edited = await save({ title: 'Bridge reopens', removedMedia: ['a.webp'] });
    expect(edited.statusCode).toBe(200);
    const drafts = (
      await app.inject({ method: 'GET', url: '/api/drafts', headers: ada.auth })
    ).json().drafts;
    // Newest first.
    expect(drafts.map((draft: { key: string }) => draft.key)).toEqual([key, 'compose']);
    expect(drafts[0].fields).toEqual({ title: 'Bridge reopens', removedMedia: ['a.webp'] });

    const notHers = await save({ title: 'Mine now' }, bob);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toEqual({ success: false, message: DRAFT_MESSAGES.storyNotFound });
    expect((await save({ title: 'x' }, ada, 'edit-0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('refuses visitors, unknown keys, wrong types and oversized drafts', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const save = (key: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/drafts/${key}`, headers: ada.auth, payload });

    expect((await app.inject({ method: 'GET', url: '/api/drafts' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/drafts/compose', payload: FIELDS })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/drafts/compose' })).statusCode).toBe(
      401,
    );

    for (const key of ['notes', 'edit-', 'edit-a.b', 'compose2']) {
      const refused = await save(key, FIELDS);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    // A field the schema does not name is dropped, never kept.
    const extra = await save('compose', { ...FIELDS, secret: 'x' });
    expect(extra.statusCode).toBe(200);
    expect(extra.json().draft.fields).toEqual(FIELDS);
    expect((await save('compose', { ...FIELDS, showAdvertisement: 'maybe' })).statusCode).toBe(400);
    expect((await save('compose', { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await save('compose', { content: 'x'.repeat(50_001) })).statusCode).toBe(400);

    // The body cap holds whatever the fields say (four-byte characters fill it quickly).
    const huge = await save('compose', { content: '🗞'.repeat(70_000), title: 'x' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);

    expect(
      (await app.inject({ method: 'GET', url: '/api/drafts', headers: ada.auth })).json().drafts,
    ).toEqual([expect.objectContaining({ key: 'compose', fields: FIELDS })]);
  });
});
