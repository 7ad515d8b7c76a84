export * from './common';
export * from './errors';
export * from './system';
export * from './remotes';
