import { STORY_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing/test-app';
import {
  buildStoryApp,
  multipart,
  png,
  publish,
  signIn,
  STORY_FIELDS,
  stagedFiles,
  storyCount,
  uploadedFiles,
} from './story-helpers';

/** The story forms are validated by their TypeBox schemas, answered in the spec's words. */
describeEachEngine('story forms against their schemas', (engine) => {
  it.each([
    ['no title', 'title', STORY_MESSAGES.titleRequired],
    ['no content', 'content', STORY_MESSAGES.contentRequired],
    ['no category', 'category', STORY_MESSAGES.categoryRequired],
    ['no language', 'language', STORY_MESSAGES.languageRequired],
  ] as const)('refuses a form with %s, as multipart or JSON', async (_label, field, message) => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const fields: Record<string, string> = { ...STORY_FIELDS };
    delete fields[field];
    const form = await multipart(fields, [{ bytes: await png() }]);
    const asForm = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: { ...form.headers, ...ada.auth },
      payload: form.payload,
    });
    expect(asForm.statusCode).toBe(400);
    expect(asForm.json()).toEqual({ success: false, message });
    const asJson = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: ada.auth,
      payload: fields,
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toEqual({ success: false, message });
    expect(await storyCount(app)).toBe(0);
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('answers a field that is no text in its own words, or the general ones', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const send = (fields: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/contribute',
        headers: ada.auth,
        payload: { ...STORY_FIELDS, ...fields },
      });
    const theme = await send({ selectedTemplate: { id: 'modern-grid' } });
    expect(theme.statusCode).toBe(400);
    expect(theme.json().message).toBe(STORY_MESSAGES.themeUnknown);
    const summary = await send({ summary: ['a', 'b'] });
    expect(summary.statusCode).toBe(400);
    expect(summary.json().message).toBe('Invalid request body: summary must be string');
    // Scalars a JSON client sends are read as the form's text.
    const published = await send({ showAdvertisement: true, aiProcessed: 1 });
    expect(published.statusCode).toBe(201);
    expect(published.json().data).toMatchObject({ showAdvertisement: true, aiProcessed: true });
  });

  it('refuses an edit without title or content, in multipart or JSON', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const created = (await publish(app, ada)).json().data;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/edit/${created.id}`,
      headers: ada.auth,
      payload: { title: 'Only a title' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: STORY_MESSAGES.titleAndContentRequired,
    });
  });

  it('reads no form before the member is known and the story is theirs', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Writer');
    const created = (await publish(app, ada)).json().data;
    const form = await multipart({ title: 'T', content: 'C' }, [{ bytes: await png(400, 300) }]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const notTheirs = await app.inject({
      method: 'PUT',
      url: `/api/edit/${created.id}`,
      headers: { ...form.headers, ...bob.auth },
      payload: form.payload,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(STORY_MESSAGES.notYourNews);
    expect(stagedFiles(app)).toEqual([]);
  });

  it('deletes with no body at all', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const created = (await publish(app, ada)).json().data;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${created.id}`,
      headers: ada.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await storyCount(app)).toBe(0);
  });
});
