import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describeEachEngine } from '../../../testing';
import {
  buildStoryApp,
  edit,
  png,
  publish,
  signIn,
  STORY_FIELDS,
} from '../../contributions/__tests__/story-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describeEachEngine('GET /api/share/stories/{id}.png', (engine) => {
  it('draws a 1200×630 PNG per story, cached with an ETag, in the story’s theme', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Byron');
    const noir = (
      await publish(app, ada, { selectedTemplate: 'noir' }, [{ bytes: await png(400, 300) }])
    ).json().data;
    const herald = (await publish(app, ada, { title: 'Market day moves' })).json().data;

    const res = await app.inject({ method: 'GET', url: `/api/share/stories/${noir.id}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"card-[0-9a-f]{16}"$/);

    // The dark Noir Press paper at a corner; The Daily Herald's light one.
    const corner = async (bytes: Buffer) =>
      (await sharp(bytes).extract({ left: 2, top: 600, width: 1, height: 1 }).raw().toBuffer())[0]!;
    const other = await app.inject({ method: 'GET', url: `/api/share/stories/${herald.id}.png` });
    expect(other.rawPayload.equals(res.rawPayload)).toBe(false);
    expect(await corner(res.rawPayload)).toBeLessThan(40);
    expect(await corner(other.rawPayload)).toBeGreaterThan(200);

    const again = await app.inject({
      method: 'GET',
      url: `/api/share/stories/${noir.id}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const version = etag.slice('"card-'.length, -1);
    const pinned = await app.inject({
      method: 'GET',
      url: `/api/share/stories/${noir.id}.png?v=${version}`,
    });
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws a new card after an edit and forgets the story’s cards when it is deleted', async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Byron');
    const story = (await publish(app, ada)).json().data;
    const url = `/api/share/stories/${story.id}.png`;
    const first = await app.inject({ method: 'GET', url });
    const folder = path.join(app.config.dataDir, 'share-images');
    expect(readdirSync(folder)).toHaveLength(1);

    clock.advance(60_000);
    expect(
      (
        await edit(app, ada, story.id, {
          ...STORY_FIELDS,
          title: 'Bridge reopens, with a cycle lane',
        })
      ).statusCode,
    ).toBe(200);
    const second = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    // The old version's file is gone: one card per story on disk.
    expect(readdirSync(folder)).toHaveLength(1);

    await app.inject({ method: 'DELETE', url: `/api/delete/${story.id}`, headers: ada.auth });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(readdirSync(folder)).toHaveLength(0);
  });

  it('answers 404 for unknown stories and malformed names', async () => {
    const { app } = await buildStoryApp(engine);
    for (const url of [
      '/api/share/stories/0123456789abcdef01234567.png',
      '/api/share/stories/nope.png',
      '/api/share/stories/0123456789abcdef01234567.jpg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, url.endsWith('567.png') ? 404 : 400]);
    }
  });
});
