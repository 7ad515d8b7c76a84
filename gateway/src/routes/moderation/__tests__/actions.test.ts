import { MODERATION_MESSAGES } from '@voices/contracts';
import { newId } from '../../../lib/ids';
import { describeEachEngine } from '../../../testing';
import {
  buildModerationApp,
  call,
  createModerator,
  createUser,
  report,
  storyBy,
} from './moderation-helpers';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describeEachEngine('moderation calls', (engine) => {
  it('answer 401 signed out and 403 to members on every call', async () => {
    const t = await buildModerationApp(engine);
    const member = await createUser(t, 'Member');
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/moderation/reports'],
      ['GET', '/api/moderation/reports?status=closed'],
      ['POST', `/api/moderation/reports/${ID}/dismiss`, {}],
      ['POST', `/api/moderation/stories/${ID}/hide`, { reason: 'x' }],
      ['POST', `/api/moderation/stories/${ID}/restore`],
      ['POST', `/api/moderation/stories/${ID}/label`, { label: 'verified' }],
      ['POST', `/api/moderation/users/${ID}/suspend`, { reason: 'x' }],
      ['POST', `/api/moderation/users/${ID}/reinstate`],
      ['GET', '/api/moderation/log'],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await call(t.app, method as 'GET', url, null, body);
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const refused = await call(t.app, method as 'GET', url, member, body);
      expect([url, refused.statusCode]).toEqual([url, 403]);
      expect(refused.json().message).toBe(MODERATION_MESSAGES.moderatorsOnly);
    }
  });

  it('hide needs a reason; hide, restore and label close the reports and write the log', async () => {
    const t = await buildModerationApp(engine);
    const mod = await createModerator(t, 'Moira');
    const author = await createUser(t, 'Author');
    const reader = await createUser(t, 'Reader');
    const storyId = await storyBy(t, author, 'Questionable story');
    await report(t, reader, 'story', storyId, 'spam');

    for (const body of [{}, { reason: '   ' }, undefined]) {
      const res = await call(t.app, 'POST', `/api/moderation/stories/${storyId}/hide`, mod, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MODERATION_MESSAGES.reasonRequired);
    }
    const unknown = await call(t.app, 'POST', `/api/moderation/stories/${ID}/hide`, mod, {
      reason: 'Spam',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MODERATION_MESSAGES.storyNotFound);

    const hide = await call(t.app, 'POST', `/api/moderation/stories/${storyId}/hide`, mod, {
      reason: 'Advertising',
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ success: true, message: MODERATION_MESSAGES.storyHidden });
    const closed = await t.app.db.selectFrom('reports').selectAll().execute();
    expect(closed.map((r) => [r.status, r.resolution])).toEqual([['closed', 'hide']]);
    const open = await call(t.app, 'GET', '/api/moderation/reports', mod);
    expect(open.json().groups).toEqual([]);
    const closedQueue = await call(t.app, 'GET', '/api/moderation/reports?status=closed', mod);
    expect(closedQueue.json().groups[0]).toMatchObject({
      target: { id: storyId, hidden: true },
      reports: [{ resolution: 'hide' }],
    });

    t.clock.advance(1000);
    const label = await call(t.app, 'POST', `/api/moderation/stories/${storyId}/label`, mod, {
      label: 'disputed',
      note: 'The figures are wrong',
    });
    expect(label.json().message).toBe(MODERATION_MESSAGES.storyLabelled);
    t.clock.advance(1000);
    const restore = await call(t.app, 'POST', `/api/moderation/stories/${storyId}/restore`, mod);
    expect(restore.json().message).toBe(MODERATION_MESSAGES.storyRestored);

    const log = await call(t.app, 'GET', '/api/moderation/log', mod);
    expect(log.statusCode).toBe(200);
    expect(log.json().nextCursor).toBeNull();
    expect(log.json().entries).toMatchObject([
      {
        action: 'restore',
        moderator: { id: mod.id, name: 'Moira' },
        targetType: 'story',
        targetId: storyId,
        targetTitle: 'Questionable story',
        label: null,
        reason: null,
      },
      { action: 'label', label: 'disputed', reason: 'The figures are wrong' },
      { action: 'hide', label: null, reason: 'Advertising' },
    ]);
  });

  it('dismiss closes every open report on the target', async () => {
    const t = await buildModerationApp(engine);
    const mod = await createModerator(t);
    const target = await createUser(t, 'Target');
    const a = await createUser(t, 'A');
    const b = await createUser(t, 'B');
    await report(t, a, 'user', target.id, 'harassment');
    await report(t, b, 'user', target.id, 'other', 'Rude');
    const [first] = await t.app.db.selectFrom('reports').select('id').execute();

    expect(
      (await call(t.app, 'POST', `/api/moderation/reports/${ID}/dismiss`, mod, {})).statusCode,
    ).toBe(404);
    const res = await call(t.app, 'POST', `/api/moderation/reports/${first!.id}/dismiss`, mod);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MODERATION_MESSAGES.reportDismissed);
    const rows = await t.app.db.selectFrom('reports').selectAll().execute();
    expect(rows.map((r) => [r.status, r.resolution])).toEqual([
      ['closed', 'dismiss'],
      ['closed', 'dismiss'],
    ]);
    // Once closed, the same reporter may report again.
    expect((await report(t, a, 'user', target.id, 'harassment')).statusCode).toBe(201);
  });

  it('pages the queue by target with nextCursor', async () => {
    const t = await buildModerationApp(engine);
    const mod = await createModerator(t);
    const reader = await createUser(t, 'Reader');
    const targets: string[] = [];
    const start = t.clock().getTime();
    for (let i = 0; i < 52; i += 1) {
      const target = await createUser(t, `Member ${i}`);
      targets.push(target.id);
      // Past the hourly limit of one reporter: written as the route writes them.
      await t.app.db
        .insertInto('reports')
        .values({
          id: newId(),
          reporter_id: reader.id,
          target_type: 'user',
          target_id: target.id,
          reason: 'spam',
          note: null,
          created_at: new Date(start + i * 1000).toISOString(),
        })
        .execute();
    }
    const first = await call(t.app, 'GET', '/api/moderation/reports', mod);
    const ids = (res: typeof first) =>
      res.json().groups.map((g: { target: { id: string } }) => g.target.id);
    expect(ids(first)).toEqual(targets.slice(2).reverse());
    const cursor = first.json().nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await call(
      t.app,
      'GET',
      `/api/moderation/reports?before=${encodeURIComponent(cursor)}`,
      mod,
    );
    expect(ids(second)).toEqual(targets.slice(0, 2).reverse());
    expect(second.json().nextCursor).toBeNull();
  });
});
