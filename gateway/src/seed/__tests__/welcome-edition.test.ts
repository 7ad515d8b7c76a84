import { STORY_TEMPLATE_IDS, type NewsArticle } from '@voices/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { buildTestApp, createTestConfig, describeEachEngine } from '../../testing';
import { WELCOME_DESK } from '../welcome-content';
import { WELCOME_EDITION_KEY } from '../welcome-edition';

async function homeStories(app: FastifyInstance): Promise<NewsArticle[]> {
  const response = await app.inject({ method: 'GET', url: '/api/category/home?limit=50' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: NewsArticle[] }).data;
}

async function counts(app: FastifyInstance) {
  const [users, stories] = await Promise.all([
    app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    app.db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { users: Number(users?.n), stories: Number(stories?.n) };
}

/** Starts the gateway on `config`, runs `fn`, and stops it again. */
async function withApp<T>(config: AppConfig, fn: (app: FastifyInstance) => Promise<T>) {
  const app = await buildApp(config);
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}

describeEachEngine('the welcome edition', (engine) => {
  it('greets an empty site with one story per theme by the Voices Desk, pictures served', async () => {
    const app = await buildTestApp({ engine, config: { seed: 'welcome' } });
    const stories = await homeStories(app);
    expect(stories).toHaveLength(STORY_TEMPLATE_IDS.length);
    expect(new Set(stories.map((s) => s.selectedTemplate))).toEqual(new Set(STORY_TEMPLATE_IDS));
    expect(new Set(stories.map((s) => s.language))).toEqual(new Set(['en', 'hi', 'ta', 'bn']));
    expect(new Set(stories.map((s) => s.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(stories.map((s) => s.author))).toEqual(new Set([WELCOME_DESK.name]));
    // The front-page story leads.
    expect(stories[0]!.selectedTemplate).toBe('modern-grid');

    for (const story of stories) {
      expect(story.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}-thumb\.jpg$/);
      const image = await app.inject({ method: 'GET', url: story.image_url! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const full = await app.inject({ method: 'GET', url: `/uploads/${story.media[0]}` });
      expect(full.statusCode).toBe(200);
    }

    const desk = await app.db
      .selectFrom('users')
      .selectAll()
      .where('name', '=', WELCOME_DESK.name)
      .executeTakeFirstOrThrow();
    expect(desk.email).toBe(WELCOME_DESK.email);
    const photo = await app.inject({ method: 'GET', url: `/uploads/${desk.photo}` });
    expect(photo.statusCode).toBe(200);
    const marker = await app.db
      .selectFrom('site_meta')
      .selectAll()
      .where('key', '=', WELCOME_EDITION_KEY)
      .executeTakeFirstOrThrow();
    expect(marker.value).toBe('created');
  });

  it('makes nothing with SEED=none', async () => {
    const app = await buildTestApp({ engine, config: { seed: 'none' } });
    expect(await counts(app)).toEqual({ users: 0, stories: 0 });
    expect(await app.db.selectFrom('site_meta').selectAll().execute()).toEqual([]);
  });

  it('is made once: deleted stories stay deleted at the next start', async () => {
    const config = await createTestConfig({ engine, config: { seed: 'welcome' } });
    await withApp(config, async (app) => {
      expect(await counts(app)).toEqual({ users: 1, stories: 8 });
      await app.db.deleteFrom('story_media').execute();
      await app.db.deleteFrom('stories').execute();
      await app.db.deleteFrom('users').execute();
    });
    await withApp(config, async (app) => {
      expect(await counts(app)).toEqual({ users: 0, stories: 0 });
      expect(await homeStories(app)).toEqual([]);
    });
  });

  it('never comes to a site that already had members', async () => {
    const config = await createTestConfig({ engine, config: { seed: 'none' } });
    await withApp(config, async (app) => {
      const at = new Date().toISOString();
      await app.db
        .insertInto('users')
        .values({
          id: 'a'.repeat(24),
          email: 'ada@example.com',
          name: 'Ada',
          photo: null,
          preferred_template: null,
          custom_heading: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    });
    await withApp({ ...config, seed: 'welcome' }, async (app) => {
      expect(await counts(app)).toEqual({ users: 1, stories: 0 });
      await app.db.deleteFrom('users').execute();
    });
    // Emptied later: still no welcome edition, the decision was taken.
    await withApp({ ...config, seed: 'welcome' }, async (app) => {
      expect(await counts(app)).toEqual({ users: 0, stories: 0 });
    });
  });

  it('keeps the Voices Desk out of sign-in and registration', async () => {
    const app = await buildTestApp({ engine, config: { seed: 'welcome' } });
    const variants = [
      WELCOME_DESK.email,
      WELCOME_DESK.email.toUpperCase(),
      ` ${WELCOME_DESK.email} `,
    ];
    for (const email of variants) {
      for (const url of ['/api/send-login-otp', '/api/request-otp']) {
        const response = await app.inject({ method: 'POST', url, payload: { email } });
        expect(response.statusCode).toBe(400);
      }
      const verify = await app.inject({
        method: 'POST',
        url: '/api/verify-login-otp',
        payload: { email, otp: '1234' },
      });
      expect(verify.statusCode).toBe(400);
    }
    expect(await app.db.selectFrom('otp_challenges').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  if (engine === 'postgres') {
    it('is made by one of several gateways starting at once', async () => {
      const config = await createTestConfig({ engine, config: { seed: 'welcome' } });
      const apps = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
      try {
        expect(await counts(apps[0]!)).toEqual({ users: 1, stories: 8 });
        const media = await apps[0]!.db.selectFrom('story_media').selectAll().execute();
        expect(media).toHaveLength(8);
        for (const app of apps) {
          const image = await app.inject({ method: 'GET', url: `/uploads/${media[0]!.file_name}` });
          expect(image.statusCode).toBe(200);
        }
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    });
  }
});
