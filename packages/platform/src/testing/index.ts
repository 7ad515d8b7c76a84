// @voices/platform/testing: what a component test needs to run the real API client and cache
// against request handlers typed by the contracts. See packages/platform/README.md.
export { server } from './server';
// The request-handler API, so a test overrides an answer without its own msw dependency.
export { http, HttpResponse, delay } from 'msw';
export * from './handlers';
export {
  db,
  resetDb,
  newId,
  createUser,
  createArticle,
  createStory,
  createNotification,
  publicUser,
  type StoredUser,
} from './db';
export {
  renderWithProviders,
  createTestQueryClient,
  signInAs,
  LocationProbe,
  ROUTER_FUTURE,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export { realtime } from './realtime';
export { expectConsole } from './console';
export { answerFirstPaintCalls, type AnsweredCalls } from './first-paint-calls';
