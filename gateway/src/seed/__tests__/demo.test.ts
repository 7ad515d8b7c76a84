import { buildTestApp, describeEachEngine } from '../../testing';
import { DemoAlreadyLoadedError, loadDemoSet } from '../demo';

describeEachEngine('the demo set', (engine) => {
  it('loads members, stories, follows and notifications, the same for the same seed, once', async () => {
    const app = await buildTestApp({ engine });
    const report = await loadDemoSet(app, { members: 6, stories: 12, seed: 7, pictures: 0.5 });
    expect(report).toMatchObject({ members: 6, stories: 12 });
    expect(report.follows).toBeGreaterThan(0);
    expect(report.notifications).toBeGreaterThanOrEqual(report.follows);

    const users = await app.db.selectFrom('users').selectAll().orderBy('email').execute();
    expect(users).toHaveLength(6);
    const stories = await app.db.selectFrom('stories').selectAll().execute();
    expect(stories).toHaveLength(12);
    const media = await app.db.selectFrom('story_media').selectAll().execute();
    expect(media).toHaveLength(report.storiesWithPictures);
    for (const file of [...media.map((m) => m.file_name), ...users.flatMap((u) => u.photo ?? [])]) {
      const image = await app.inject({ method: 'GET', url: `/uploads/${file}` });
      expect(image.statusCode).toBe(200);
    }
    const follows = await app.db.selectFrom('follows').selectAll().execute();
    expect(follows).toHaveLength(report.follows);

    const home = await app.inject({ method: 'GET', url: '/api/category/home?limit=50' });
    expect((home.json() as { data: unknown[] }).data).toHaveLength(12);

    await expect(loadDemoSet(app, { members: 6, stories: 12, seed: 7 })).rejects.toBeInstanceOf(
      DemoAlreadyLoadedError,
    );
    expect(await app.db.selectFrom('stories').selectAll().execute()).toHaveLength(12);

    // Deterministic: another database, the same seed, the same set.
    const again = await buildTestApp({ engine });
    const second = await loadDemoSet(again, { members: 6, stories: 12, seed: 7, pictures: 0.5 });
    expect(second).toEqual(report);
    const names = async (a: typeof app) =>
      (await a.db.selectFrom('stories').select('title').orderBy('created_at').execute()).map(
        (s) => s.title,
      );
    expect(await names(again)).toEqual(await names(app));
  });
});
