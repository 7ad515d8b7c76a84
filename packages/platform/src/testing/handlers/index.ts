import { authHandlers } from './auth';
import { draftHandlers } from './drafts';
import { moderationHandlers } from './moderation';
import { newsHandlers } from './news';
import { notificationHandlers } from './notifications';
import { placeHandlers } from './places';
import { preferenceHandlers } from './preferences';
import { savedHandlers } from './saved';
import { storyHandlers } from './stories';
import { userHandlers } from './users';

export { authHandlers, TEST_OTP, attemptOf, registrationTokenFor } from './auth';
export { draftHandlers } from './drafts';
export { moderationHandlers } from './moderation';
export { newsHandlers } from './news';
export { notificationHandlers } from './notifications';
export { placeHandlers } from './places';
export { preferenceHandlers } from './preferences';
export { savedHandlers } from './saved';
export { storyHandlers } from './stories';
export { userHandlers } from './users';
export { API, bearer, fail } from './common';

// Specific paths before their patterns: /users/me/… before /users/:authorId/…, and so on.
export const handlers = [
  ...authHandlers,
  ...preferenceHandlers,
  ...draftHandlers,
  ...savedHandlers,
  ...moderationHandlers,
  ...userHandlers,
  ...newsHandlers,
  ...storyHandlers,
  ...notificationHandlers,
  ...placeHandlers,
];
export { recordRequests, requestsTo, type SeenRequest } from './record';
export { pickedFile } from './files';
