import { Type, type Static } from '@sinclair/typebox';

/** `GET /healthz`: the process is up. */
export const HealthResponse = Type.Object(
  { status: Type.Literal('ok') },
  { title: 'HealthResponse' },
);
export type HealthResponse = Static<typeof HealthResponse>;

/** `GET /readyz`: 200 with `ready` when the database answers and the server is not stopping. */
export const ReadyResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
    message: Type.Optional(Type.String({ description: 'Why the server is not ready' })),
  },
  { title: 'ReadyResponse' },
);
export type ReadyResponse = Static<typeof ReadyResponse>;
