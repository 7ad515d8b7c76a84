import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import {
  buildModerationApp,
  call,
  createModerator,
  createUser,
  report,
  storyBy,
} from './moderation-helpers';

describeEachEngine('POST /api/reports', (engine) => {
  it('thanks the reporter once, answers a repeat 200 and files one open report', async () => {
    const t = await buildModerationApp(engine);
    const author = await createUser(t, 'Author');
    const reader = await createUser(t, 'Reader');
    const storyId = await storyBy(t, author, 'A story someone dislikes');

    const first = await report(t, reader, 'story', storyId, 'spam', 'Selling things');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: MODERATION_MESSAGES.reportThanks });
    const again = await report(t, reader, 'story', storyId, 'hate');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(MODERATION_MESSAGES.reportThanks);

    const rows = await t.app.db.selectFrom('reports').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporter_id: reader.id,
      target_type: 'story',
      target_id: storyId,
      reason: 'spam',
      note: 'Selling things',
      status: 'open',
    });
  });

  it('refuses yourself, your own story, unknown targets, bad reasons and the signed-out', async () => {
    const t = await buildModerationApp(engine);
    const author = await createUser(t, 'Author');
    const storyId = await storyBy(t, author, 'Mine');

    const self = await report(t, author, 'user', author.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MODERATION_MESSAGES.cannotReportSelf);
    const own = await report(t, author, 'story', storyId);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MODERATION_MESSAGES.cannotReportSelf);

    const unknown = await report(t, author, 'story', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MODERATION_MESSAGES.reportTargetNotFound);
    expect((await report(t, author, 'user', 'not-an-id')).statusCode).toBe(404);

    const badReason = await report(t, author, 'user', storyId, 'boring');
    expect(badReason.statusCode).toBe(400);
    const signedOut = await call(t.app, 'POST', '/api/reports', null, {
      targetType: 'story',
      targetId: storyId,
      reason: 'spam',
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await t.app.db.selectFrom('reports').selectAll().execute()).toHaveLength(0);
  });

  it(`allows ${MODERATION_LIMITS.reportsPerHour} reports an hour, then 429 with Retry-After`, async () => {
    const t = await buildModerationApp(engine);
    const reader = await createUser(t, 'Busy reader');
    const author = await createUser(t, 'Prolific');
    const ids: string[] = [];
    for (let i = 0; i <= MODERATION_LIMITS.reportsPerHour; i += 1) {
      ids.push(await storyBy(t, author, `Story number ${i}`));
    }
    for (const id of ids.slice(0, MODERATION_LIMITS.reportsPerHour)) {
      expect((await report(t, reader, 'story', id)).statusCode).toBe(201);
    }
    // A repeat of an open report is no new report: still answered.
    expect((await report(t, reader, 'story', ids[0]!)).statusCode).toBe(200);
    const over = await report(t, reader, 'story', ids.at(-1)!);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MODERATION_MESSAGES.tooManyReports);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the moderators see reports grouped by target, reporters unnamed', async () => {
    const t = await buildModerationApp(engine);
    const mod = await createModerator(t);
    const author = await createUser(t, 'Author');
    const a = await createUser(t, 'Reader A');
    const b = await createUser(t, 'Reader B');
    const storyId = await storyBy(t, author, 'Disputed claims');
    await report(t, a, 'story', storyId, 'misinformation', 'Wrong numbers');
    t.clock.advance(1000);
    await report(t, b, 'story', storyId, 'misinformation');
    t.clock.advance(1000);
    await report(t, a, 'user', author.id, 'harassment');

    const res = await call(t.app, 'GET', '/api/moderation/reports', mod);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nextCursor).toBeNull();
    expect(body.groups.map((g: { target: { type: string } }) => g.target.type)).toEqual([
      'user',
      'story',
    ]);
    const story = body.groups[1];
    expect(story).toMatchObject({
      count: 2,
      reasons: { misinformation: 2 },
      target: {
        type: 'story',
        id: storyId,
        title: 'Disputed claims',
        authorId: author.id,
        authorName: 'Author',
        url: `/contribute/news/${storyId}?id=${storyId}`,
        hidden: false,
        verificationStatus: null,
        suspended: false,
      },
    });
    expect(story.reports.map((r: { note: string | null }) => r.note)).toEqual([
      null,
      'Wrong numbers',
    ]);
    expect(JSON.stringify(body)).not.toContain(a.id);
    expect(JSON.stringify(body)).not.toContain(b.id);
  });
});
