import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newId } from '../../../lib/ids';
import { createUsersRepository } from '../../../repositories/users-repository';
import type { AuthTestApp } from '../../auth/__tests__/auth-helpers';

export { buildAuthApp } from '../../auth/__tests__/auth-helpers';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  token: string;
}

let sequence = 0;

/** A user written through the users repository, signed in with a real session. */
export async function createUser(
  t: AuthTestApp,
  name: string,
  options: { email?: string; photo?: string | null; createdAt?: Date } = {},
): Promise<TestUser> {
  sequence += 1;
  const at = options.createdAt ?? t.clock();
  const id = newId(at);
  const email = options.email ?? `user${sequence}-${id}@example.com`;
  await createUsersRepository(t.app.db).create({
    id,
    email,
    name,
    photo: options.photo ?? null,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
  });
  const token = await t.app.auth.startSession(id);
  return { id, name, email, token };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to the API as `user` (or anonymously), with a JSON body when given one. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  user?: { token: string } | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    ...(user ? { headers: { authorization: `Bearer ${user.token}` } } : {}),
  });
}

export const follow = (app: FastifyInstance, who: TestUser, whom: string) =>
  call(app, 'POST', `/api/user/${whom}/follow`, who);

export const unfollow = (app: FastifyInstance, who: TestUser, whom: string) =>
  call(app, 'POST', `/api/user/${whom}/unfollow`, who);

/** The user's notifications as the API lists them (the first page). */
export async function notificationsOf(
  app: FastifyInstance,
  user: TestUser,
  query = '',
): Promise<Array<Record<string, unknown> & { _id: string; type: string; message: string }>> {
  const res = await call(app, 'GET', `/api/notifications${query}`, user);
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
  return res.json();
}
