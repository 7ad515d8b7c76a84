// The constants-only entry of @voices/contracts (`@voices/contracts/constants`): every domain
// constant, limit, message and rule, with no schema library behind it, so the browser can
// import it whole. The schemas of the main entry build on these.
export * from './ids';
export * from './languages';
export * from './stories';
export * from './themes';
export * from './feed';
export * from './users';
export * from './auth';
export * from './notifications';
export * from './preferences';
export * from './ai';
export * from './realtime';
export * from './browser';
export * from './remotes';
export * from './system';
export * from './drafts';
export * from './saved';
export * from './moderation';
export * from './durations';
export * from './match-message';
export * from './routes';
export * from './pictures';
