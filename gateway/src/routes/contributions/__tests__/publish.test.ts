import { DEFAULT_TEMPLATE_ID, STORY_MESSAGES } from '@voices/contracts';
import sharp from 'sharp';
import { describeEachEngine } from '../../../testing';
import {
  buildStoryApp,
  jpeg,
  png,
  publish,
  signIn,
  storyCount,
  STORY_FIELDS,
  uploadedFiles,
} from './story-helpers';

const MiB = 1024 * 1024;

describeEachEngine('POST /api/contribute', (engine) => {
  it('publishes as the signed-in user, whatever author the form names, and keeps the text as typed', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const bob = await signIn(app, 'Bob Other');
    const published: unknown[] = [];
    app.domainEvents.on('story:published', (event) => {
      published.push(event);
    });

    const title = '<img src=x onerror=alert(1)> Bridge "reopens"';
    // Control characters are refused before this (see the input hygiene tests).
    const content = 'Line one <script>alert("x")</script>\r\nLine two & more';
    const res = await publish(app, ada, {
      title,
      content,
      author: 'Bob Other',
      authorId: bob.id,
      category: 'sports',
      language: 'HI',
      selectedTemplate: 'modern',
      authorSectionPosition: 'split-column',
      showAdvertisement: 'true',
      aiProcessed: 'true',
      customHeading: '  The\tRiver   Times \n',
      summary: 'A short summary.',
    });
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      _id: data.id,
      type: 'story',
      title,
      content: 'Line one <script>alert("x")</script>\nLine two & more',
      description: 'A short summary.',
      summary: 'A short summary.',
      category: 'Sports',
      language: 'hi',
      selectedTemplate: 'modern-grid',
      theme: 'modern-grid',
      authorSectionPosition: 'split-column',
      categorySidebarPosition: null,
      showAdvertisement: true,
      aiProcessed: true,
      customHeading: 'The River Times',
      authorId: ada.id,
      author: 'Ada Reporter',
      media: [],
      thumbnails: [],
      image_url: null,
    });
    expect(data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(data.submittedAt).toBe(data.createdAt);
    await app.domainEvents.drain();
    expect(published).toEqual([{ storyId: data.id, authorId: ada.id, title }]);

    const one = await app.inject({ method: 'GET', url: `/api/contributions/${data.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, data });

    const list = await app.inject({ method: 'GET', url: '/api/getContributions' });
    expect(list.json()).toEqual([data]);

    // The feed reads the same story the same way.
    const news = await app.inject({ method: 'GET', url: `/api/news/${data.id}` });
    expect(news.json().news).toMatchObject({ id: data.id, title, authorId: ada.id });
  });

  it('takes a JSON body too, with the defaults for what it leaves out', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: ada.auth,
      payload: { title: 'Plain JSON', content: 'Body.', category: 'Politics', language: 'en' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      selectedTemplate: 'modern-grid',
      authorSectionPosition: 'below-article',
      showAdvertisement: false,
      aiProcessed: false,
      customHeading: null,
      summary: null,
      description: 'Body.',
    });
  });

  it('needs a session', async () => {
    const { app } = await buildStoryApp(engine);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      payload: { ...STORY_FIELDS },
    });
    expect(res.statusCode).toBe(401);
    expect(await storyCount(app)).toBe(0);
  });

  it.each([
    ['a 201-character title', { title: 'x'.repeat(201) }, STORY_MESSAGES.titleTooLong],
    ['a blank title', { title: '   ' }, STORY_MESSAGES.titleRequired],
    ['blank content', { content: ' \n\t ' }, STORY_MESSAGES.contentRequired],
    [
      'content of 50,001 characters',
      { content: 'x'.repeat(50_001) },
      STORY_MESSAGES.contentTooLong,
    ],
    ['no category', { category: '' }, STORY_MESSAGES.categoryRequired],
    ['an unknown category', { category: 'Gossip' }, STORY_MESSAGES.categoryUnknown],
    ['no language', { language: '' }, STORY_MESSAGES.languageRequired],
    ['an unknown language', { language: 'fr' }, STORY_MESSAGES.languageUnknown],
    ['an unknown theme', { selectedTemplate: 'fancy' }, STORY_MESSAGES.themeUnknown],
    ['an unknown position', { authorSectionPosition: 'top' }, STORY_MESSAGES.positionUnknown],
    [
      'an unknown sidebar side',
      { categorySidebarPosition: 'middle' },
      STORY_MESSAGES.sidebarUnknown,
    ],
    ['a 201-character heading', { customHeading: 'h'.repeat(201) }, STORY_MESSAGES.headingTooLong],
  ])('refuses %s with a clear 400', async (_label, fields, message) => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, fields, [{ bytes: await png() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await storyCount(app)).toBe(0);
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('takes a title of exactly 200 characters and content of exactly 50,000', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {
      title: 'é'.repeat(200),
      content: 'x'.repeat(50_000),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.title).toHaveLength(200);
  });

  it('stores each image at most 1600 px and a 480 px thumbnail, served as images', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await publish(app, ada, {}, [
      { bytes: await jpeg(3000, 2000), name: 'wide.jpg', type: 'image/jpeg' },
      { bytes: await png(300, 200), name: 'small.png' },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.media).toHaveLength(2);
    expect(data.thumbnails).toHaveLength(2);
    expect(data.media[0]).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(data.thumbnails[0]).toBe(data.media[0].replace('.jpg', '-thumb.jpg'));
    expect(data.image_url).toBe(`/uploads/${data.thumbnails[0]}`);
    expect(uploadedFiles(app)).toEqual([...data.media, ...data.thumbnails].sort());

    const sizeOf = async (name: string) => {
      const served = await app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const { width, height, format } = await sharp(served.rawPayload).metadata();
      return [format, width, height];
    };
    expect(await sizeOf(data.media[0])).toEqual(['jpeg', 1600, 1067]);
    expect(await sizeOf(data.thumbnails[0])).toEqual(['jpeg', 480, 320]);
    // Never enlarged.
    expect(await sizeOf(data.media[1])).toEqual(['png', 300, 200]);

    const rows = await app.db.selectFrom('story_media').selectAll().orderBy('position').execute();
    expect(rows.map((r) => [r.file_name, r.thumbnail_name, r.width, r.height])).toEqual([
      [data.media[0], data.thumbnails[0], 1600, 1067],
      [data.media[1], data.thumbnails[1], 300, 200],
    ]);
  });

  it('refuses HTML named .jpg and SVG by their bytes, leaving no row and no file', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="8" height="8"/></svg>',
    );
    for (const bad of [
      { bytes: html, name: 'photo.jpg', type: 'image/jpeg' },
      { bytes: svg, name: 'photo.svg', type: 'image/svg+xml' },
      { bytes: svg, name: 'photo.png', type: 'image/png' },
    ]) {
      // Good pictures before the bad one are processed first, then removed.
      const res = await publish(app, ada, {}, [
        { bytes: await png() },
        { bytes: await jpeg(40, 30) },
        bad,
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: STORY_MESSAGES.onlyImages });
    }
    expect(await storyCount(app)).toBe(0);
    expect(await app.db.selectFrom('story_media').selectAll().execute()).toEqual([]);
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('refuses an image of 10 MB and one byte with 413, and takes exactly 10 MB', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const picture = await png();
    const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);

    const over = await publish(app, ada, {}, [
      { bytes: await png() },
      { bytes: padded(10 * MiB + 1) },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, message: STORY_MESSAGES.imageTooLarge });
    expect(await storyCount(app)).toBe(0);
    expect(uploadedFiles(app)).toEqual([]);

    const exact = await publish(app, ada, {}, [{ bytes: padded(10 * MiB) }]);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.media).toHaveLength(1);
  });

  it('takes 10 images and refuses 11, leaving nothing behind', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const picture = { bytes: await png() };

    // Refused while the form is read, before anything is stored.
    const eleven = await publish(app, ada, {}, Array<typeof picture>(11).fill(picture));
    expect(eleven.statusCode).toBe(413);
    expect(eleven.json()).toEqual({ success: false, message: STORY_MESSAGES.tooManyImages });
    expect(await storyCount(app)).toBe(0);
    expect(uploadedFiles(app)).toEqual([]);

    const ten = await publish(app, ada, {}, Array<typeof picture>(10).fill(picture));
    expect(ten.statusCode).toBe(201);
    expect(ten.json().data.media).toHaveLength(10);
    expect(uploadedFiles(app)).toHaveLength(20);
  });

  it("publishes in the author's preferred theme when the form names none", async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    await app.db
      .updateTable('users')
      .set({ preferred_template: 'noir' })
      .where('id', '=', ada.id)
      .execute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: ada.auth,
      payload: { title: 'T', content: 'C', category: 'World', language: 'ta' },
    });
    expect(res.json().data.selectedTemplate).toBe('noir');
  });

  it('publishes in the default theme for a member who has saved none', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    const res = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: ada.auth,
      payload: { title: 'T', content: 'C', category: 'World', language: 'ta' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.selectedTemplate).toBe(DEFAULT_TEMPLATE_ID);
  });
});
