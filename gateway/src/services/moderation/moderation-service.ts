import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  type ModerationLogEntry,
  type ModerationQueueResponse,
  type ReportBody,
  type ReportGroup,
  type ReportTarget,
  type StoryLabel,
} from '@voices/contracts';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/types';
import { HOUR } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/feeds/cursor';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { isId, newId } from '../../lib/ids';
import { isUniqueViolation } from '../../repositories/db-errors';
import {
  createModerationRepository,
  type ReportRow,
  type TargetType,
} from '../../repositories/moderation-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';

export type ModerationServiceDeps = Pick<FastifyInstance, 'db' | 'auth' | 'counter'>;

/** 403 for a suspended member on the calls that publish, edit, follow or report. */
export function assertNotSuspended(user: Pick<UserRow, 'suspended_at'>): void {
  if (user.suspended_at) throw forbidden(MODERATION_MESSAGES.suspended);
}

/** 403 for everyone but moderators. */
export function assertModerator(user: Pick<UserRow, 'role'>): void {
  if (user.role !== 'moderator') throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
}

/** A reason a moderator must give: trimmed, not empty. */
function requiredReason(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) throw badRequest(MODERATION_MESSAGES.reasonRequired);
  return trimmed;
}

const optionalText = (text: string | undefined) => text?.trim() || null;

interface TargetInfo {
  exists: boolean;
  title: string | null;
  authorId: string | null;
  authorName: string | null;
  hidden: boolean;
  verificationStatus: 'verified' | 'disputed' | null;
  suspended: boolean;
}

/**
 * Reports from members and what moderators do about them. Every action changes its target,
 * closes the target's open reports with the action as their resolution and writes the audit log,
 * in one transaction.
 */
export function createModerationService(deps: ModerationServiceDeps) {
  const { db } = deps;
  const now = () => deps.auth.now();
  const reportsCounter = deps.counter({
    name: 'reports',
    max: MODERATION_LIMITS.reportsPerHour,
    windowMs: HOUR,
    message: () => MODERATION_MESSAGES.tooManyReports,
  });

  async function targets(
    trx: Kysely<Database>,
    refs: { type: TargetType; id: string }[],
  ): Promise<Map<string, TargetInfo>> {
    const storyIds = refs.filter((r) => r.type === 'story').map((r) => r.id);
    const userIds = refs.filter((r) => r.type === 'user').map((r) => r.id);
    const [stories, users] = await Promise.all([
      storyIds.length
        ? trx
            .selectFrom('stories')
            .leftJoin('users', 'users.id', 'stories.author_id')
            .select([
              'stories.id',
              'stories.title',
              'stories.author_id',
              'stories.hidden_at',
              'stories.verification_status',
              'users.name as author_name',
              'users.suspended_at',
            ])
            .where('stories.id', 'in', storyIds)
            .execute()
        : Promise.resolve([]),
      userIds.length
        ? trx
            .selectFrom('users')
            .select(['id', 'name', 'suspended_at'])
            .where('id', 'in', userIds)
            .execute()
        : Promise.resolve([]),
    ]);
    const found = new Map<string, TargetInfo>();
    for (const s of stories) {
      const label = s.verification_status;
      found.set(`story:${s.id}`, {
        exists: true,
        title: s.title,
        authorId: s.author_id,
        authorName: s.author_name ?? null,
        hidden: s.hidden_at !== null,
        verificationStatus: label === 'verified' || label === 'disputed' ? label : null,
        suspended: Boolean(s.suspended_at),
      });
    }
    for (const u of users) {
      found.set(`user:${u.id}`, {
        exists: true,
        title: u.name,
        authorId: u.id,
        authorName: u.name,
        hidden: false,
        verificationStatus: null,
        suspended: u.suspended_at !== null,
      });
    }
    return found;
  }

  const gone: TargetInfo = {
    exists: false,
    title: null,
    authorId: null,
    authorName: null,
    hidden: false,
    verificationStatus: null,
    suspended: false,
  };

  async function targetOf(trx: Kysely<Database>, type: TargetType, id: string) {
    return (await targets(trx, [{ type, id }])).get(`${type}:${id}`) ?? gone;
  }

  /** Files a report; 'created' the first time, 'repeat' while the reporter's earlier one is open. */
  async function report(
    request: FastifyRequest,
    reporter: UserRow,
    body: ReportBody,
  ): Promise<'created' | 'repeat'> {
    assertNotSuspended(reporter);
    const targetType = body.targetType as TargetType;
    const targetId = body.targetId.trim().toLowerCase();
    const target = isId(targetId) ? await targetOf(db, targetType, targetId) : gone;
    // A hidden story is gone for its reporters too (its author and moderators have no use for it).
    if (
      !target.exists ||
      (target.hidden && reporter.role !== 'moderator' && target.authorId !== reporter.id)
    ) {
      throw notFound(MODERATION_MESSAGES.reportTargetNotFound);
    }
    if (target.authorId === reporter.id) throw badRequest(MODERATION_MESSAGES.cannotReportSelf);
    const repository = createModerationRepository(db);
    if (await repository.openReportOf(reporter.id, targetType, targetId)) return 'repeat';
    await reportsCounter.hit(request, reporter.id);
    try {
      await repository.insertReport({
        id: newId(now()),
        reporter_id: reporter.id,
        target_type: targetType,
        target_id: targetId,
        reason: body.reason,
        note: optionalText(body.note),
        created_at: now().toISOString(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'repeat';
      throw error;
    }
    return 'created';
  }

  /** A page of the queue: targets with the most recent report first. */
  async function queue(
    status: 'open' | 'closed',
    before: string | undefined,
  ): Promise<ModerationQueueResponse> {
    const repository = createModerationRepository(db);
    const limit = MODERATION_LIMITS.queuePageSize;
    const rows = await repository.queueGroups(status, decodeCursor(before), limit + 1);
    const page = rows.slice(0, limit);
    const reports = await repository.reportsOn(
      status,
      page.map((g) => g.target_id),
    );
    const info = await targets(
      db,
      page.map((g) => ({ type: g.target_type, id: g.target_id })),
    );
    const groups: ReportGroup[] = page.map((g) => {
      const mine = reports.filter(
        (r) => r.target_id === g.target_id && r.target_type === g.target_type,
      );
      const reasons: Record<string, number> = {};
      for (const r of mine) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
      const t = info.get(`${g.target_type}:${g.target_id}`) ?? gone;
      const target: ReportTarget = {
        type: g.target_type,
        id: g.target_id,
        title: t.title,
        authorId: t.authorId,
        authorName: t.authorName,
        url:
          g.target_type === 'story'
            ? `/contribute/news/${g.target_id}?id=${g.target_id}`
            : `/profile/${g.target_id}`,
        hidden: t.hidden,
        verificationStatus: t.verificationStatus,
        suspended: t.suspended,
      };
      return {
        target,
        count: g.n,
        reasons,
        reports: mine.map((r) => ({
          id: r.id,
          reason: r.reason as ReportGroup['reports'][number]['reason'],
          note: r.note,
          createdAt: r.created_at,
          resolution: r.resolution,
        })),
        firstReportedAt: g.first_at,
        lastReportedAt: g.last_at,
      };
    });
    const last = page[page.length - 1];
    return {
      success: true,
      groups,
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ publishedAt: last.last_at, id: last.target_id })
          : null,
    };
  }

  interface Action {
    action: ModerationLogEntry['action'];
    targetType: TargetType;
    targetId: string;
    label?: StoryLabel | null;
    reason?: string | null;
    /** The change itself, inside the transaction. */
    apply(trx: Kysely<Database>, at: Date, target: TargetInfo): Promise<void>;
  }

  /** Runs an action: target changed, its open reports closed, the log written; one transaction. */
  async function act(moderator: UserRow, action: Action): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const target = await targetOf(trx, action.targetType, action.targetId);
      if (!target.exists) {
        throw notFound(
          action.targetType === 'story'
            ? MODERATION_MESSAGES.storyNotFound
            : MODERATION_MESSAGES.userNotFound,
        );
      }
      const at = now();
      await action.apply(trx, at, target);
      const repository = createModerationRepository(trx);
      await repository.closeOpen(action.targetType, action.targetId, action.action, at);
      await repository.log({
        id: newId(at),
        moderator_id: moderator.id,
        moderator_name: moderator.name,
        action: action.action,
        target_type: action.targetType,
        target_id: action.targetId,
        target_title: target.title ?? '',
        label: action.label ?? null,
        reason: action.reason ?? null,
        created_at: at.toISOString(),
      });
    });
  }

  const normalized = (id: string) => id.trim().toLowerCase();
  const storyId = (id: string) => {
    const value = normalized(id);
    if (!isId(value)) throw notFound(MODERATION_MESSAGES.storyNotFound);
    return value;
  };
  const userId = (id: string) => {
    const value = normalized(id);
    if (!isId(value)) throw notFound(MODERATION_MESSAGES.userNotFound);
    return value;
  };

  async function dismiss(moderator: UserRow, reportId: string, reason?: string): Promise<void> {
    const id = normalized(reportId);
    const found: ReportRow | undefined = isId(id)
      ? await createModerationRepository(db).findReport(id)
      : undefined;
    if (!found) throw notFound(MODERATION_MESSAGES.reportNotFound);
    await db.transaction().execute(async (trx) => {
      const at = now();
      const target = await targetOf(trx, found.target_type, found.target_id);
      const repository = createModerationRepository(trx);
      await repository.closeOpen(found.target_type, found.target_id, 'dismiss', at);
      await repository.log({
        id: newId(at),
        moderator_id: moderator.id,
        moderator_name: moderator.name,
        action: 'dismiss',
        target_type: found.target_type,
        target_id: found.target_id,
        target_title: target.title ?? '',
        label: null,
        reason: optionalText(reason),
        created_at: at.toISOString(),
      });
    });
  }

  async function hideStory(moderator: UserRow, id: string, rawReason: string): Promise<void> {
    const reason = requiredReason(rawReason);
    await act(moderator, {
      action: 'hide',
      targetType: 'story',
      targetId: storyId(id),
      reason,
      apply: (trx, at) =>
        createModerationRepository(trx).setStoryHidden(storyId(id), {
          at: at.toISOString(),
          reason,
        }),
    });
  }

  async function restoreStory(moderator: UserRow, id: string): Promise<void> {
    await act(moderator, {
      action: 'restore',
      targetType: 'story',
      targetId: storyId(id),
      apply: (trx) => createModerationRepository(trx).setStoryHidden(storyId(id), null),
    });
  }

  async function labelStory(
    moderator: UserRow,
    id: string,
    label: StoryLabel,
    note: string | undefined,
  ): Promise<void> {
    const text = optionalText(note);
    await act(moderator, {
      action: 'label',
      targetType: 'story',
      targetId: storyId(id),
      label,
      reason: text,
      apply: (trx) =>
        createModerationRepository(trx).setStoryLabel(
          storyId(id),
          label === 'none' ? null : label,
          text,
        ),
    });
  }

  async function suspendUser(moderator: UserRow, id: string, rawReason: string): Promise<void> {
    const target = userId(id);
    if (target === moderator.id) throw badRequest(MODERATION_MESSAGES.cannotModerateSelf);
    const reason = requiredReason(rawReason);
    let ended: string[] = [];
    await act(moderator, {
      action: 'suspend',
      targetType: 'user',
      targetId: target,
      reason,
      apply: async (trx, at) => {
        await createModerationRepository(trx).setSuspension(target, {
          at: at.toISOString(),
          reason,
        });
        ended = await createSessionsRepository(trx).deleteAllOf(target);
      },
    });
    // Committed: their open realtime connections close too.
    deps.auth.closeSessions(ended);
  }

  async function reinstateUser(moderator: UserRow, id: string): Promise<void> {
    const target = userId(id);
    await act(moderator, {
      action: 'reinstate',
      targetType: 'user',
      targetId: target,
      apply: (trx) => createModerationRepository(trx).setSuspension(target, null),
    });
  }

  async function log(before: string | undefined) {
    const beforeId = before?.trim().toLowerCase() || null;
    if (beforeId && !isId(beforeId)) {
      throw new HttpError(400, 'Invalid cursor: pass the nextCursor of the previous answer');
    }
    const limit = MODERATION_LIMITS.logPageSize;
    const rows = await createModerationRepository(db).logPage(beforeId, limit + 1);
    const page = rows.slice(0, limit);
    const entries: ModerationLogEntry[] = page.map((row) => ({
      id: row.id,
      action: row.action as ModerationLogEntry['action'],
      moderator: { id: row.moderator_id, name: row.moderator_name },
      targetType: row.target_type,
      targetId: row.target_id,
      targetTitle: row.target_title,
      label: (row.label as ModerationLogEntry['label']) ?? null,
      reason: row.reason,
      createdAt: row.created_at,
    }));
    return {
      success: true as const,
      entries,
      nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
    };
  }

  return {
    report,
    queue,
    dismiss,
    hideStory,
    restoreStory,
    labelStory,
    suspendUser,
    reinstateUser,
    log,
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
