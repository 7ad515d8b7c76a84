import { Type, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';
import { IsoDateTime, ObjectId } from './common';
import {
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  STORY_LABELS,
} from './constants/moderation';

// Reports, moderation, blocking, a member's own data and their e-mail settings (issue 15).

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OneOf = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)) as TLiteral<T[number]>[],
    description ? { description } : {},
  );
const Reason = Type.String({ maxLength: MODERATION_LIMITS.reasonMaxLength });

/** Every call that only changes something answers this. */
export const ModerationOkResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { title: 'ModerationOkResponse' },
);
export type ModerationOkResponse = Static<typeof ModerationOkResponse>;

// ---------------------------------------------------------------------------------------------
// Reports

/**
 * `POST /api/reports`. One open report per reporter and target: reporting again answers the
 * same thanks and changes nothing. Ids are checked by the service, so an unknown one answers 404.
 */
export const ReportBody = Type.Object(
  {
    targetType: OneOf(REPORT_TARGET_TYPES),
    targetId: Type.String({ maxLength: 100, description: 'A story id or a user id' }),
    reason: OneOf(REPORT_REASONS),
    note: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.reportNoteMaxLength })),
  },
  { title: 'ReportBody' },
);
export type ReportBody = Static<typeof ReportBody>;

// ---------------------------------------------------------------------------------------------
// Moderation

export const ModerationQueueQuery = Type.Object({
  status: Type.Optional(OneOf(['open', 'closed'], 'open (the default) or closed')),
  before: Type.Optional(
    Type.String({ maxLength: 100, description: "The previous page's nextCursor" }),
  ),
});
export type ModerationQueueQuery = Static<typeof ModerationQueueQuery>;

/** What was reported, as the queue shows it. */
export const ReportTarget = Type.Object(
  {
    type: OneOf(REPORT_TARGET_TYPES),
    id: ObjectId,
    /** A story's title or a member's name; null when it no longer exists. */
    title: Nullable(Type.String()),
    /** A story's author (for a member: themselves). */
    authorId: Nullable(ObjectId),
    authorName: Nullable(Type.String()),
    /** A story's page (`/contribute/news/{id}?id={id}`) or a member's profile (`/profile/{id}`). */
    url: Type.String(),
    /** For a story: hidden by a moderator. */
    hidden: Type.Boolean(),
    /** For a story: its fact-check label. */
    verificationStatus: Nullable(OneOf(['verified', 'disputed'])),
    /** For a member (or a story's author): suspended. */
    suspended: Type.Boolean(),
  },
  { title: 'ReportTarget' },
);
export type ReportTarget = Static<typeof ReportTarget>;

/** The reports on one target. Reporters are not named. */
export const ReportGroup = Type.Object(
  {
    target: ReportTarget,
    count: Type.Integer({ minimum: 1 }),
    /** How many reports give each reason (reasons nobody gave are left out). */
    reasons: Type.Record(Type.String(), Type.Integer({ minimum: 1 })),
    reports: Type.Array(
      Type.Object({
        id: ObjectId,
        reason: OneOf(REPORT_REASONS),
        note: Nullable(Type.String()),
        createdAt: IsoDateTime,
        /** For a closed report: what closed it, e.g. 'dismiss' or 'hide'. */
        resolution: Nullable(Type.String()),
      }),
    ),
    firstReportedAt: IsoDateTime,
    lastReportedAt: IsoDateTime,
  },
  { title: 'ReportGroup' },
);
export type ReportGroup = Static<typeof ReportGroup>;

/** `GET /api/moderation/reports`: targets with the most recent report first. */
export const ModerationQueueResponse = Type.Object(
  {
    success: Type.Literal(true),
    groups: Type.Array(ReportGroup),
    nextCursor: Nullable(Type.String()),
  },
  { title: 'ModerationQueueResponse' },
);
export type ModerationQueueResponse = Static<typeof ModerationQueueResponse>;

export const ModerationIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type ModerationIdParams = Static<typeof ModerationIdParams>;

/**
 * `POST /api/moderation/reports/{id}/dismiss`: closes that report and every other open report
 * on the same target.
 */
export const DismissBody = Type.Object({ reason: Type.Optional(Reason) }, { title: 'DismissBody' });
export type DismissBody = Static<typeof DismissBody>;

/** `POST /api/moderation/stories/{id}/hide` and `/users/{id}/suspend`: the reason is required. */
export const ReasonBody = Type.Object(
  { reason: Type.String({ maxLength: MODERATION_LIMITS.reasonMaxLength }) },
  { title: 'ReasonBody' },
);
export type ReasonBody = Static<typeof ReasonBody>;

/** `POST /api/moderation/stories/{id}/label`. */
export const LabelBody = Type.Object(
  { label: OneOf(STORY_LABELS), note: Type.Optional(Reason) },
  { title: 'LabelBody' },
);
export type LabelBody = Static<typeof LabelBody>;

export const ModerationLogQuery = Type.Object({
  before: Type.Optional(
    Type.String({ maxLength: 100, description: "The previous page's nextCursor" }),
  ),
});
export type ModerationLogQuery = Static<typeof ModerationLogQuery>;

/** One action in the audit log: who, what, when and why. */
export const ModerationLogEntry = Type.Object(
  {
    id: ObjectId,
    action: OneOf(MODERATION_ACTIONS),
    moderator: Type.Object({ id: Nullable(ObjectId), name: Type.String() }),
    targetType: OneOf(REPORT_TARGET_TYPES),
    targetId: ObjectId,
    /** The story's title or the member's name when the entry was written. */
    targetTitle: Type.String(),
    /** For 'label': verified, disputed or none. */
    label: Nullable(OneOf(STORY_LABELS)),
    reason: Nullable(Type.String()),
    createdAt: IsoDateTime,
  },
  { title: 'ModerationLogEntry' },
);
export type ModerationLogEntry = Static<typeof ModerationLogEntry>;

export const ModerationLogResponse = Type.Object(
  {
    success: Type.Literal(true),
    entries: Type.Array(ModerationLogEntry),
    nextCursor: Nullable(Type.String()),
  },
  { title: 'ModerationLogResponse' },
);
export type ModerationLogResponse = Static<typeof ModerationLogResponse>;

// ---------------------------------------------------------------------------------------------
// Blocking

/** `POST` / `DELETE /api/users/{id}/block`. */
export const BlockResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String(), blocked: Type.Boolean() },
  { title: 'BlockResponse' },
);
export type BlockResponse = Static<typeof BlockResponse>;

export const BlockedMember = Type.Object(
  {
    id: ObjectId,
    name: Type.String(),
    photo: Type.String({ description: "'/uploads/<file>', or '' for none" }),
    blockedAt: IsoDateTime,
  },
  { title: 'BlockedMember' },
);
export type BlockedMember = Static<typeof BlockedMember>;

/** `GET /api/users/me/blocked`: newest first. */
export const BlockedMembersResponse = Type.Object(
  { success: Type.Literal(true), users: Type.Array(BlockedMember) },
  { title: 'BlockedMembersResponse' },
);
export type BlockedMembersResponse = Static<typeof BlockedMembersResponse>;

// ---------------------------------------------------------------------------------------------
// A member's own data

/**
 * `GET /api/users/me/export`: everything the member put in or received, as a download
 * (`Content-Disposition: attachment`). Image references are absolute URLs.
 */
export const AccountExport = Type.Object(
  {
    format: Type.Literal('voices-export/1'),
    exportedAt: IsoDateTime,
    profile: Type.Object({
      id: ObjectId,
      name: Type.String(),
      email: Type.String(),
      bio: Type.String(),
      photo: Nullable(Type.String({ description: 'Absolute URL' })),
      preferredTemplate: Nullable(Type.String()),
      createdAt: IsoDateTime,
    }),
    stories: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
      description: 'Each story as the API answers it, with `imageUrls` (absolute)',
    }),
    drafts: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    following: Type.Array(Type.Object({ id: ObjectId, name: Type.String() })),
    followers: Type.Array(Type.Object({ id: ObjectId, name: Type.String() })),
    saved: Type.Array(
      Type.Object({ id: ObjectId, title: Type.String(), url: Type.String(), savedAt: IsoDateTime }),
    ),
    favorites: Type.Array(Type.Object({ id: ObjectId, name: Type.String(), addedAt: IsoDateTime })),
    blocked: Type.Array(Type.Object({ id: ObjectId, name: Type.String(), blockedAt: IsoDateTime })),
    notifications: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    emailPreferences: Type.Record(Type.String(), Type.Boolean()),
  },
  { title: 'AccountExport' },
);
export type AccountExport = Static<typeof AccountExport>;

/** `DELETE /api/users/me`: the code `POST /api/users/me/delete-code` e-mailed. */
export const DeleteAccountBody = Type.Object(
  { otp: Type.String({ maxLength: 16 }) },
  { title: 'DeleteAccountBody' },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

// ---------------------------------------------------------------------------------------------
// E-mail settings

/** `GET` / `PUT /api/users/me/email-preferences`: every kind is off until the member turns it on. */
export const EmailPreferences = Type.Object(
  {
    newFollower: Type.Boolean({ description: 'An e-mail when someone follows the member' }),
    digest: Type.Boolean({
      description: 'A daily e-mail with the new stories of the authors the member follows',
    }),
  },
  { title: 'EmailPreferences' },
);
export type EmailPreferences = Static<typeof EmailPreferences>;

export const EmailPreferencesResponse = Type.Object(
  { success: Type.Literal(true), preferences: EmailPreferences },
  { title: 'EmailPreferencesResponse' },
);
export type EmailPreferencesResponse = Static<typeof EmailPreferencesResponse>;

export const UpdateEmailPreferencesBody = Type.Partial(EmailPreferences, {
  title: 'UpdateEmailPreferencesBody',
});
export type UpdateEmailPreferencesBody = Static<typeof UpdateEmailPreferencesBody>;

/** `GET` (a page with a button) and `POST` (one click, RFC 8058) `/api/email/unsubscribe`. */
export const UnsubscribeQuery = Type.Object({
  token: Type.String({ maxLength: 400 }),
});
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
