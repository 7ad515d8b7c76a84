import { existsSync } from 'node:fs';
import path from 'node:path';
import { STORY_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import {
  buildStoryApp,
  edit,
  png,
  publish,
  signIn,
  storyCount,
  uploadedFiles,
} from './story-helpers';

describeEachEngine('PUT /api/edit/{id} and DELETE /api/delete/{id}', (engine) => {
  it('lets the author edit: fields, removed images (files gone) and added ones', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const updates: unknown[] = [];
    app.domainEvents.on('story:updated', (event) => {
      updates.push(event);
    });
    const created = (
      await publish(app, ada, { showAdvertisement: 'true', customHeading: 'Old heading' }, [
        { bytes: await png(10, 10, '#ff0000') },
        { bytes: await png(10, 10, '#00ff00') },
        { bytes: await png(10, 10, '#0000ff') },
      ])
    ).json().data;
    const [first, second, third] = created.media as string[];
    const [, secondThumb] = created.thumbnails as string[];

    const res = await edit(
      app,
      ada,
      created.id,
      {
        title: '  Bridge reopens <b>early</b> ',
        content: 'Updated content.',
        category: 'World',
        selectedTemplate: 'noir',
        authorSectionPosition: 'left-sidebar',
        showAdvertisement: 'false',
        removedMedia: JSON.stringify([second, `/uploads/${encodeURIComponent(first!)}`]),
        authorId: ada.id,
      },
      [{ bytes: await png(12, 12) }],
    );
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe(STORY_MESSAGES.updated);
    expect(data).toMatchObject({
      id: created.id,
      title: 'Bridge reopens <b>early</b>',
      content: 'Updated content.',
      category: 'World',
      language: 'en',
      selectedTemplate: 'noir',
      authorSectionPosition: 'left-sidebar',
      showAdvertisement: false,
      customHeading: 'Old heading',
      createdAt: created.createdAt,
    });
    expect(data.media).toHaveLength(2);
    expect(data.media[0]).toBe(third);
    expect(data.media[1]).not.toBe(first);
    const files = uploadedFiles(app);
    for (const gone of [first, second, secondThumb]) expect(files).not.toContain(gone);
    expect(files).toEqual([...data.media, ...data.thumbnails].sort());
    expect(updates).toEqual([{ storyId: created.id, authorId: ada.id }]);

    const read = await app.inject({ method: 'GET', url: `/api/contributions/${created.id}` });
    expect(read.json().data).toEqual(data);
  });

  it('refuses another user, whatever authorId the form names, and unknown stories', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const mallory = await signIn(app, 'Mallory');
    const created = (await publish(app, ada, {}, [{ bytes: await png() }])).json().data;
    const before = uploadedFiles(app);

    const theirs = await edit(
      app,
      mallory,
      created.id,
      { title: 'Hacked', content: 'Hacked', authorId: ada.id },
      [{ bytes: await png() }],
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ success: false, message: STORY_MESSAGES.notYourNews });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${created.id}`,
      headers: mallory.auth,
      payload: { authorId: ada.id },
    });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({
      success: false,
      message: STORY_MESSAGES.notYourNewsToDelete,
    });

    const anonymous = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${created.id}`,
      payload: { authorId: ada.id },
    });
    expect(anonymous.statusCode).toBe(401);

    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const missing = await edit(app, ada, id, { title: 'T', content: 'C' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: STORY_MESSAGES.newsNotFound });
      const gone = await app.inject({
        method: 'DELETE',
        url: `/api/delete/${id}`,
        headers: ada.auth,
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ success: false, message: STORY_MESSAGES.newsNotFound });
    }

    const story = await app.inject({ method: 'GET', url: `/api/contributions/${created.id}` });
    expect(story.json().data).toEqual(created);
    expect(uploadedFiles(app)).toEqual(before);
  });

  it.each([
    ['a blank title', { title: ' ', content: 'C' }, STORY_MESSAGES.titleAndContentRequired],
    ['no content', { title: 'T' }, STORY_MESSAGES.titleAndContentRequired],
    [
      'a 201-character title',
      { title: 'x'.repeat(201), content: 'C' },
      STORY_MESSAGES.titleTooLong,
    ],
    [
      'an unknown theme',
      { title: 'T', content: 'C', selectedTemplate: 'x' },
      STORY_MESSAGES.themeUnknown,
    ],
    [
      'an unknown position',
      { title: 'T', content: 'C', authorSectionPosition: 'x' },
      STORY_MESSAGES.positionUnknown,
    ],
    [
      'an unknown category',
      { title: 'T', content: 'C', category: 'x' },
      STORY_MESSAGES.categoryUnknown,
    ],
    [
      'a removedMedia that is no list',
      { title: 'T', content: 'C', removedMedia: 'a.jpg' },
      STORY_MESSAGES.removedMediaInvalid,
    ],
  ])('refuses an edit with %s, changing nothing', async (_label, fields, message) => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const created = (await publish(app, ada)).json().data;
    const res = await edit(app, ada, created.id, fields as Record<string, string>, [
      { bytes: await png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    const story = await app.inject({ method: 'GET', url: `/api/contributions/${created.id}` });
    expect(story.json().data).toEqual(created);
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('keeps the 10-image bound on edits, counting the images kept', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const picture = { bytes: await png() };
    const created = (await publish(app, ada, {}, Array<typeof picture>(9).fill(picture))).json()
      .data;
    const before = uploadedFiles(app);

    const over = await edit(app, ada, created.id, { title: 'T', content: 'C' }, [picture, picture]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ success: false, message: STORY_MESSAGES.tooManyImages });
    expect(uploadedFiles(app)).toEqual(before);

    // Removing one makes room for two.
    const ok = await edit(
      app,
      ada,
      created.id,
      { title: 'T', content: 'C', removedMedia: JSON.stringify([created.media[0]]) },
      [picture, picture],
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.media).toHaveLength(10);
    expect(uploadedFiles(app)).toHaveLength(20);
  });

  it('an edit that brings a disguised file changes nothing and leaves no file', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const created = (await publish(app, ada, {}, [{ bytes: await png() }])).json().data;
    const before = uploadedFiles(app);
    const res = await edit(
      app,
      ada,
      created.id,
      { title: 'New', content: 'New', removedMedia: JSON.stringify(created.media) },
      [{ bytes: await png() }, { bytes: Buffer.from('<html><script>1</script>'), name: 'a.gif' }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STORY_MESSAGES.onlyImages);
    expect(uploadedFiles(app)).toEqual(before);
    const story = await app.inject({ method: 'GET', url: `/api/contributions/${created.id}` });
    expect(story.json().data).toEqual(created);
  });

  it('lets the author delete: the story, its rows and its files are gone', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const deleted: unknown[] = [];
    app.domainEvents.on('story:deleted', (event) => {
      deleted.push(event);
    });
    const keep = (await publish(app, ada, { title: 'Keep me' }, [{ bytes: await png() }])).json()
      .data;
    const created = (
      await publish(app, ada, {}, [{ bytes: await png() }, { bytes: await png(20, 20) }])
    ).json().data;
    expect(uploadedFiles(app)).toHaveLength(6);

    // The body's authorId is not read; the bearer is the author.
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${created.id}`,
      headers: ada.auth,
      payload: { authorId: '0123456789abcdef01234567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: STORY_MESSAGES.deleted });
    expect(deleted).toEqual([{ storyId: created.id, authorId: ada.id }]);

    const uploads = path.join(app.config.dataDir, 'uploads');
    for (const name of [...created.media, ...created.thumbnails]) {
      expect(existsSync(path.join(uploads, name))).toBe(false);
    }
    expect(uploadedFiles(app)).toEqual([...keep.media, ...keep.thumbnails].sort());
    expect(await storyCount(app)).toBe(1);
    expect(
      await app.db
        .selectFrom('story_media')
        .select('story_id')
        .where('story_id', '=', created.id)
        .execute(),
    ).toEqual([]);

    const read = await app.inject({ method: 'GET', url: `/api/contributions/${created.id}` });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ success: false, message: STORY_MESSAGES.newsNotFound });

    // Without a body at all, as well.
    const second = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${keep.id}`,
      headers: ada.auth,
    });
    expect(second.statusCode).toBe(200);
    expect(uploadedFiles(app)).toEqual([]);
  });
});
