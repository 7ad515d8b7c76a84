import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The request handlers every component test runs against; `server.use` adds a test's own. */
export const server = setupServer(...handlers);
