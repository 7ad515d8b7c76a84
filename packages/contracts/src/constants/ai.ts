/** The AI step's bounds (spec 001 §9). */
export const AI_LIMITS = {
  titleMaxLength: 60,
  summaryMaxWords: 150,
  temperature: 0.3,
  maxTokens: 400,
  /** Model names tried in turn. */
  maxModels: 4,
  /** Requests per user per hour. */
  requestsPerHour: 20,
} as const;

export const AI_MESSAGES = {
  titleAndContentRequired: 'Title and content are required for AI processing',
  allModelsFailed: 'All models failed or are decommissioned',
} as const;

export const aiWaitMessages = {
  tooManyRequests: (wait: string) => `Too many AI requests. Please try again in ${wait}.`,
};
