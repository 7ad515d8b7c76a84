export * from './test-app';
export * from './site-fixture';
