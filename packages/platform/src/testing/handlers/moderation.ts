import { http, HttpResponse } from 'msw';
import type {
  AccountExport,
  BlockResponse,
  BlockedMembersResponse,
  EmailPreferences,
  EmailPreferencesResponse,
  LabelBody,
  ModerationLogEntry,
  ModerationLogResponse,
  ModerationOkResponse,
  ModerationQueueResponse,
  ReportBody,
  ReportGroup,
  ReportTarget,
} from '@voices/contracts';
import {
  AUTH_MESSAGES,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REPORT_REASONS,
  USER_MESSAGES,
  type ModerationAction,
} from '@voices/contracts/constants';
import { db, newId, type StoredReport, type StoredUser } from '../db';
import { TEST_OTP } from './auth';
import { API, bearer, fail, unauthorized } from './common';

const ok = (message: string, status = 200) =>
  HttpResponse.json<ModerationOkResponse>({ success: true, message }, { status });

const story = (id: string) => db.stories.find((candidate) => candidate.id === id);
const member = (id: string | null | undefined) =>
  id ? db.users.find((candidate) => candidate.id === id) : undefined;

function target(type: 'story' | 'user', id: string): ReportTarget {
  if (type === 'story') {
    const found = story(id);
    const author = member(found?.authorId);
    return {
      type,
      id,
      title: found?.title ?? null,
      authorId: found?.authorId ?? null,
      authorName: found?.author ?? null,
      url: `/contribute/news/${id}?id=${id}`,
      hidden: found?.moderationStatus === 'hidden',
      verificationStatus: found?.verificationStatus ?? null,
      suspended: Boolean(author?.suspension),
    };
  }
  const found = member(id);
  return {
    type,
    id,
    title: found?.name ?? null,
    authorId: found?.id ?? null,
    authorName: found?.name ?? null,
    url: `/profile/${id}`,
    hidden: false,
    verificationStatus: null,
    suspended: Boolean(found?.suspension),
  };
}

function groups(status: 'open' | 'closed'): ReportGroup[] {
  const wanted = db.reports.filter((report) =>
    status === 'open' ? report.resolution === null : report.resolution !== null,
  );
  const byTarget = new Map<string, StoredReport[]>();
  for (const report of wanted) {
    const key = `${report.targetType}:${report.targetId}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), report]);
  }
  return [...byTarget.values()]
    .map((reports) => {
      const sorted = [...reports].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const reasons: Record<string, number> = {};
      for (const report of sorted) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
      const first = sorted[0]!;
      return {
        target: target(first.targetType, first.targetId),
        count: sorted.length,
        reasons,
        reports: sorted.map(({ id, reason, note, createdAt, resolution }) => ({
          id,
          reason,
          note,
          createdAt,
          resolution,
        })),
        firstReportedAt: first.createdAt,
        lastReportedAt: sorted[sorted.length - 1]!.createdAt,
      };
    })
    .sort((a, b) => b.lastReportedAt.localeCompare(a.lastReportedAt));
}

/** A page of a list by the `before` cursor, here an index. */
function paged<T>(items: T[], before: string | null, size: number) {
  const start = before ? Number(before) : 0;
  const page = items.slice(start, start + size);
  return { page, next: start + size < items.length ? String(start + size) : null };
}

function log(
  moderator: StoredUser,
  action: ModerationAction,
  targetType: 'story' | 'user',
  targetId: string,
  fields: { reason?: string | null; label?: LabelBody['label'] | null } = {},
) {
  const entry: ModerationLogEntry = {
    id: newId(),
    action,
    moderator: { id: moderator.id, name: moderator.name },
    targetType,
    targetId,
    targetTitle: (targetType === 'story' ? story(targetId)?.title : member(targetId)?.name) ?? '',
    label: fields.label ?? null,
    reason: fields.reason ?? null,
    createdAt: new Date().toISOString(),
  };
  db.moderationLog.unshift(entry);
}

/** Closes the open reports on a target with what closed them. */
function close(targetType: 'story' | 'user', targetId: string, resolution: string) {
  for (const report of db.reports) {
    if (report.targetType === targetType && report.targetId === targetId && !report.resolution) {
      report.resolution = resolution;
    }
  }
}

/** The bearer if they are a moderator, else the answer to give instead. */
function moderator(request: Request): StoredUser | Response {
  const viewer = bearer(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'moderator') return fail(403, MODERATION_MESSAGES.moderatorsOnly);
  return viewer;
}

const reasonOf = async (request: Request) => {
  const body = (await request.json().catch(() => ({}))) as { reason?: unknown };
  return typeof body.reason === 'string' ? body.reason.trim() : '';
};

const defaultPreferences = (): EmailPreferences => ({ newFollower: false, digest: false });

/** The gateway's reports, moderation, blocking, export, deletion and e-mail settings calls. */
export const moderationHandlers = [
  http.post(`${API}/reports`, async ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    if (viewer.suspension) return fail(403, MODERATION_MESSAGES.suspended);
    const body = (await request.json()) as ReportBody;
    const reason = REPORT_REASONS.find((known) => known === body.reason);
    const targetType = body.targetType === 'user' ? 'user' : 'story';
    if (!reason) return fail(400, 'Please choose a reason.');
    const found = body.targetType === 'story' ? story(body.targetId) : member(body.targetId);
    if (!found) return fail(404, MODERATION_MESSAGES.reportTargetNotFound);
    const authorId = body.targetType === 'story' ? story(body.targetId)?.authorId : body.targetId;
    if (authorId === viewer.id) return fail(400, MODERATION_MESSAGES.cannotReportSelf);
    const already = db.reports.some(
      (report) =>
        report.reporterId === viewer.id &&
        report.targetId === body.targetId &&
        report.resolution === null,
    );
    if (already) return ok(MODERATION_MESSAGES.reportThanks);
    db.reports.push({
      id: newId(),
      reporterId: viewer.id,
      targetType,
      targetId: body.targetId,
      reason,
      note: body.note?.trim() || null,
      createdAt: new Date().toISOString(),
      resolution: null,
    });
    return ok(MODERATION_MESSAGES.reportThanks, 201);
  }),
  http.get(`${API}/moderation/reports`, ({ request }) => {
    const viewer = moderator(request);
    if (viewer instanceof Response) return viewer;
    const url = new URL(request.url);
    const status = url.searchParams.get('status') === 'closed' ? 'closed' : 'open';
    const { page, next } = paged(
      groups(status),
      url.searchParams.get('before'),
      MODERATION_LIMITS.queuePageSize,
    );
    return HttpResponse.json<ModerationQueueResponse>({
      success: true,
      groups: page,
      nextCursor: next,
    });
  }),
  http.get(`${API}/moderation/log`, ({ request }) => {
    const viewer = moderator(request);
    if (viewer instanceof Response) return viewer;
    const { page, next } = paged(
      db.moderationLog,
      new URL(request.url).searchParams.get('before'),
      MODERATION_LIMITS.logPageSize,
    );
    return HttpResponse.json<ModerationLogResponse>({
      success: true,
      entries: page,
      nextCursor: next,
    });
  }),
  http.post<{ id: string }>(
    `${API}/moderation/reports/:id/dismiss`,
    async ({ request, params }) => {
      const viewer = moderator(request);
      if (viewer instanceof Response) return viewer;
      const report = db.reports.find((candidate) => candidate.id === params.id);
      if (!report) return fail(404, MODERATION_MESSAGES.reportNotFound);
      const reason = await reasonOf(request);
      close(report.targetType, report.targetId, 'dismiss');
      log(viewer, 'dismiss', report.targetType, report.targetId, { reason: reason || null });
      return ok(MODERATION_MESSAGES.reportDismissed);
    },
  ),
  ...(['hide', 'restore'] as const).map((action) =>
    http.post<{ id: string }>(
      `${API}/moderation/stories/:id/${action}`,
      async ({ request, params }) => {
        const viewer = moderator(request);
        if (viewer instanceof Response) return viewer;
        const found = story(params.id);
        if (!found) return fail(404, MODERATION_MESSAGES.storyNotFound);
        const reason = action === 'hide' ? await reasonOf(request) : '';
        if (action === 'hide' && !reason) return fail(400, MODERATION_MESSAGES.reasonRequired);
        found.moderationStatus = action === 'hide' ? 'hidden' : 'visible';
        found.moderationReason = action === 'hide' ? reason : null;
        if (action === 'hide') close('story', found.id, 'hide');
        log(viewer, action, 'story', found.id, { reason: reason || null });
        return ok(
          action === 'hide' ? MODERATION_MESSAGES.storyHidden : MODERATION_MESSAGES.storyRestored,
        );
      },
    ),
  ),
  http.post<{ id: string }>(`${API}/moderation/stories/:id/label`, async ({ request, params }) => {
    const viewer = moderator(request);
    if (viewer instanceof Response) return viewer;
    const found = story(params.id);
    if (!found) return fail(404, MODERATION_MESSAGES.storyNotFound);
    const { label, note } = (await request.json()) as LabelBody;
    const status = label === 'verified' || label === 'disputed' ? label : null;
    found.verificationStatus = status;
    found.verificationNote = status ? note?.trim() || null : null;
    found.isVerified = status === 'verified';
    found.flaggedAsFake = status === 'disputed';
    close('story', found.id, 'label');
    log(viewer, 'label', 'story', found.id, { label, reason: note?.trim() || null });
    return ok(MODERATION_MESSAGES.storyLabelled);
  }),
  ...(['suspend', 'reinstate'] as const).map((action) =>
    http.post<{ id: string }>(
      `${API}/moderation/users/:id/${action}`,
      async ({ request, params }) => {
        const viewer = moderator(request);
        if (viewer instanceof Response) return viewer;
        const found = member(params.id);
        if (!found) return fail(404, MODERATION_MESSAGES.userNotFound);
        if (found.id === viewer.id) return fail(400, MODERATION_MESSAGES.cannotModerateSelf);
        const reason = action === 'suspend' ? await reasonOf(request) : '';
        if (action === 'suspend' && !reason) return fail(400, MODERATION_MESSAGES.reasonRequired);
        found.suspension = action === 'suspend' ? { reason, at: new Date().toISOString() } : null;
        if (action === 'suspend') close('user', found.id, 'suspend');
        log(viewer, action, 'user', found.id, { reason: reason || null });
        return ok(
          action === 'suspend'
            ? MODERATION_MESSAGES.memberSuspended
            : MODERATION_MESSAGES.memberReinstated,
        );
      },
    ),
  ),
  http.get(`${API}/users/me/blocked`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const users = db.blocks
      .filter((entry) => entry.userId === viewer.id)
      .sort((a, b) => b.blockedAt.localeCompare(a.blockedAt))
      .flatMap((entry) => {
        const user = member(entry.blockedId);
        return user
          ? [{ id: user.id, name: user.name, photo: user.photo, blockedAt: entry.blockedAt }]
          : [];
      });
    return HttpResponse.json<BlockedMembersResponse>({ success: true, users });
  }),
  http.get(`${API}/users/me/export`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const file: AccountExport = {
      format: 'voices-export/1',
      exportedAt: new Date().toISOString(),
      profile: {
        id: viewer.id,
        name: viewer.name,
        email: viewer.email,
        bio: viewer.bio,
        photo: null,
        preferredTemplate: viewer.preferredTemplate,
        createdAt: viewer.createdAt,
      },
      stories: db.stories.filter((item) => item.authorId === viewer.id),
      drafts: [],
      following: [],
      followers: [],
      saved: [],
      favorites: [],
      blocked: [],
      notifications: [],
      emailPreferences: { ...(db.emailPreferences.get(viewer.id) ?? defaultPreferences()) },
    };
    return HttpResponse.json(file, {
      headers: { 'Content-Disposition': 'attachment; filename="voices-export.json"' },
    });
  }),
  http.post(`${API}/users/me/delete-code`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    return ok(MODERATION_MESSAGES.deleteCodeSent);
  }),
  http.get(`${API}/users/me/email-preferences`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    return HttpResponse.json<EmailPreferencesResponse>({
      success: true,
      preferences: db.emailPreferences.get(viewer.id) ?? defaultPreferences(),
    });
  }),
  http.put(`${API}/users/me/email-preferences`, async ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const changes = (await request.json()) as Partial<EmailPreferences>;
    const preferences = { ...(db.emailPreferences.get(viewer.id) ?? defaultPreferences()) };
    if (typeof changes.newFollower === 'boolean') preferences.newFollower = changes.newFollower;
    if (typeof changes.digest === 'boolean') preferences.digest = changes.digest;
    db.emailPreferences.set(viewer.id, preferences);
    return HttpResponse.json<EmailPreferencesResponse>({ success: true, preferences });
  }),
  http.delete(`${API}/users/me`, async ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const { otp } = (await request.json().catch(() => ({}))) as { otp?: string };
    if (otp !== TEST_OTP) return fail(400, AUTH_MESSAGES.otpInvalid);
    db.stories = db.stories.filter((item) => item.authorId !== viewer.id);
    db.users = db.users.filter((user) => user !== viewer);
    return ok(MODERATION_MESSAGES.accountDeleted);
  }),
  ...(['post', 'delete'] as const).map((method) =>
    http[method]<{ id: string }>(`${API}/users/:id/block`, ({ request, params }) => {
      const viewer = bearer(request);
      if (!viewer) return unauthorized();
      const found = member(params.id);
      if (!found) return fail(404, USER_MESSAGES.notFound);
      if (found.id === viewer.id) return fail(400, MODERATION_MESSAGES.cannotBlockSelf);
      const block = method === 'post';
      const had = db.blocks.some((b) => b.userId === viewer.id && b.blockedId === found.id);
      if (block && !had) {
        db.blocks.push({
          userId: viewer.id,
          blockedId: found.id,
          blockedAt: new Date().toISOString(),
        });
        viewer.following = viewer.following.filter((id) => id !== found.id);
        found.followers = found.followers.filter((id) => id !== viewer.id);
        found.following = found.following.filter((id) => id !== viewer.id);
        viewer.followers = viewer.followers.filter((id) => id !== found.id);
      }
      if (!block) {
        db.blocks = db.blocks.filter((b) => !(b.userId === viewer.id && b.blockedId === found.id));
      }
      return HttpResponse.json<BlockResponse>({
        success: true,
        message: block ? MODERATION_MESSAGES.blocked : MODERATION_MESSAGES.unblocked,
        blocked: block,
      });
    }),
  ),
];
