import { describeEachEngine } from '../../../testing';
import { parseModeratorEmails } from '../../../config';
import { buildAuthApp, login, register, start } from '../../auth/__tests__/auth-helpers';
import { setModeratorByCommand } from '../../../services/moderation/roles';

describe('MODERATOR_EMAILS', () => {
  it('reads comma-separated addresses in any case and refuses what is no address', () => {
    expect(parseModeratorEmails(' Mo@Example.com, ,ada@example.org,mo@example.com ')).toEqual([
      'mo@example.com',
      'ada@example.org',
    ]);
    expect(parseModeratorEmails(undefined)).toEqual([]);
    expect(() => parseModeratorEmails('mo@example.com, nobody')).toThrow(/"nobody"/);
  });
});

describeEachEngine('moderators from MODERATOR_EMAILS', (engine) => {
  it('are granted at sign-in and at start; the list takes back only what it gave', async () => {
    const t = await buildAuthApp(engine, { config: { moderatorEmails: ['mo@example.com'] } });
    const mo = await register(t, 'mo@example.com', 'Mo');
    expect((mo.user as { role?: string }).role).toBe('moderator');
    const ada = await register(t, 'ada@example.com', 'Ada');
    expect((ada.user as { role?: string }).role).toBe('member');
    const cy = await register(t, 'cy@example.com', 'Cy');
    await setModeratorByCommand(t.app.db, 'cy@example.com', true);
    await t.app.close();

    // A restart with Ada listed instead of Mo: Ada gains the role at start, Mo loses it, and
    // Cy (made a moderator by the command) keeps it.
    const config = { ...t.config, moderatorEmails: ['ada@example.com'] };
    const app = await start(config);
    await app.ready();
    const roles = await app.db
      .selectFrom('users')
      .select(['email', 'role', 'role_source'])
      .orderBy('email')
      .execute();
    expect(roles).toEqual([
      { email: 'ada@example.com', role: 'moderator', role_source: 'list' },
      { email: 'cy@example.com', role: 'moderator', role_source: 'command' },
      { email: 'mo@example.com', role: 'member', role_source: null },
    ]);

    // At sign-in too: the list is read again for the member signing in.
    await app.db
      .updateTable('users')
      .set({ role: 'member', role_source: null })
      .where('email', '=', 'ada@example.com')
      .execute();
    const t2 = { ...t, app, config };
    const token = await login(t2, 'ada@example.com');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.role).toBe('moderator');
    expect(cy.user.id).toEqual(expect.any(String));
  });
});
