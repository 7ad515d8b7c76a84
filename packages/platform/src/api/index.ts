// '@voices/platform/api': the site's API functions, query option factories and hooks, section
// by section. Not a shared singleton: each app bundles the ones it calls (tree-shaken), so a page
// downloads the calls of its own sections only. What must be one per page (the HTTP client and
// its session, the query client, the stores) comes from the shared '@voices/platform'.
export * from './auth';
export * from './session';
export * from './news';
export * from './stories';
export * from './users';
export * from './notifications';
export * from './preferences';
export * from './drafts';
export * from './places';
export * from './saved';
export * from './moderation';
export * from './account';
