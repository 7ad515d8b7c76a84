// Reports, moderation, blocking and a member's own data (issue 15): the constants and the
// messages the calls answer, word for word, shared by the gateway and the remotes.

/** Why a story or a member is reported, in the order the report form lists them. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'misinformation',
  'sexual',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What each reason is called on the report form and in the moderation queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hate: 'Hate',
  misinformation: 'Misinformation',
  sexual: 'Sexual content',
  other: 'Other',
};

export const REPORT_TARGET_TYPES = ['story', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The fact-check labels a moderator can put on a story ('none' takes the label off). */
export const STORY_LABELS = ['verified', 'disputed', 'none'] as const;
export type StoryLabel = (typeof STORY_LABELS)[number];

/** What a story's `moderationStatus` says: shown to everyone, or hidden by a moderator. */
export const MODERATION_STATUSES = ['visible', 'hidden'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** A story's `verificationStatus` once a moderator labelled it. */
export const VERIFICATION_STATUSES = ['verified', 'disputed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const MEMBER_ROLES = ['member', 'moderator'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What the moderation log records, one entry per action. */
export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'restore',
  'label',
  'suspend',
  'reinstate',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LIMITS = {
  /** Longest optional note on a report, in characters. */
  reportNoteMaxLength: 500,
  /** Longest reason or note a moderator gives for an action, in characters. */
  reasonMaxLength: 500,
  /** Reports one member may file per hour; more answers 429. */
  reportsPerHour: 20,
  /** Report groups on one page of the moderation queue. */
  queuePageSize: 50,
  /** Entries on one page of the moderation log. */
  logPageSize: 50,
  /** Most members one member may block. */
  blockedMax: 5000,
} as const;

/** The messages the issue-15 calls answer, word for word. */
export const MODERATION_MESSAGES = {
  reportThanks: 'Thank you for your report. Our moderators will look at it.',
  cannotReportSelf: 'You cannot report yourself or your own story.',
  reportTargetNotFound: 'There is nothing to report here: it may have been removed.',
  tooManyReports: 'You have sent many reports in a short time. Please try again later.',
  moderatorsOnly: 'Only moderators can do this.',
  reasonRequired: 'Please give a reason.',
  reportNotFound: 'Report not found',
  storyNotFound: 'Story not found',
  userNotFound: 'User not found',
  storyRemoved: 'This story has been removed',
  storyHidden: 'The story is hidden.',
  storyRestored: 'The story is visible again.',
  storyLabelled: 'The label is saved.',
  reportDismissed: 'The report is dismissed.',
  memberSuspended: 'The member is suspended.',
  memberReinstated: 'The member is reinstated.',
  cannotModerateSelf: 'You cannot suspend yourself.',
  suspended: 'Your account is suspended. You can read stories but not publish, follow or report.',
  cannotBlockSelf: 'You cannot block yourself.',
  blocked: 'Blocked. They will not be told.',
  unblocked: 'Unblocked.',
  cannotFollow: 'You cannot follow this member.',
  blockedFull: `You can block at most ${MODERATION_LIMITS.blockedMax} members.`,
  deleteCodeSent: 'We have sent a code to your e-mail address. Enter it to delete your account.',
  accountDeleted: 'Your account and your stories have been deleted.',
  emailPreferencesSaved: 'Your e-mail settings are saved.',
  unsubscribed: 'You will no longer receive these e-mails.',
  invalidUnsubscribe: 'This unsubscribe link is not valid.',
} as const;

/** The e-mails a member may switch on in their settings; all are off until they do. */
export const EMAIL_NOTIFICATION_KINDS = ['newFollower', 'digest'] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];
