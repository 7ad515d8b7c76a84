import { AUTH_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { buildAuthApp, register } from '../../auth/__tests__/auth-helpers';

describeEachEngine('GET /api/users/me', (engine) => {
  it("answers the bearer's user with the ids they follow and are followed by", async () => {
    const t = await buildAuthApp(engine);
    const ada = await register(t, 'ada@example.com', 'Ada');
    const grace = await register(t, 'grace@example.com', 'Grace');
    const linus = await register(t, 'linus@example.com', 'Linus');
    const at = t.clock().toISOString();
    await t.app.db
      .insertInto('follows')
      .values([
        { follower_id: grace.user.id, followee_id: ada.user.id, created_at: at },
        { follower_id: linus.user.id, followee_id: ada.user.id, created_at: at },
        { follower_id: ada.user.id, followee_id: linus.user.id, created_at: at },
      ])
      .execute();

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ id: ada.user.id, name: 'Ada', email: 'ada@example.com' });
    expect([...user.followers].sort()).toEqual([grace.user.id, linus.user.id].sort());
    expect(user.following).toEqual([linus.user.id]);
  });

  it('answers 401 without a session', async () => {
    const t = await buildAuthApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.loginRequired });
  });
});
