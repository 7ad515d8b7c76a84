import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { createManualClock, type ManualClock } from '../../../lib/clock';
import { buildTestApp, type Engine } from '../../../testing';
import { rawRequest } from '../../../testing/raw-http';
import { addUser } from '../../../testing/news-fixtures';

export interface StoryTestApp {
  app: FastifyInstance;
  clock: ManualClock;
}

/** The gateway with a clock the test moves (publishing limits read it). */
export async function buildStoryApp(engine: Engine): Promise<StoryTestApp> {
  const clock = createManualClock(new Date());
  const app = await buildTestApp({ engine, config: { now: clock } });
  return { app, clock };
}

export interface SignedIn {
  id: string;
  token: string;
  auth: { authorization: string };
}

/** A user with a live session. */
export async function signIn(app: FastifyInstance, name: string): Promise<SignedIn> {
  const id = await addUser(app, name);
  const token = await app.auth.startSession(id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

export interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A request body as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [index, file] of files.entries()) {
    form.append(
      'media',
      new Blob([file.bytes], { type: file.type ?? 'image/png' }),
      file.name ?? `picture-${index}.png`,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export const STORY_FIELDS = {
  title: 'Bridge reopens after repairs',
  content: 'The old bridge over the river reopened on Monday after two years of repairs.',
  category: 'Local',
  language: 'en',
  selectedTemplate: 'modern-grid',
  authorSectionPosition: 'below-article',
  showAdvertisement: 'false',
  aiProcessed: 'false',
} as const;

export async function publish(
  app: FastifyInstance,
  user: SignedIn,
  fields: Record<string, string> = {},
  files: FilePart[] = [],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = await multipart({ ...STORY_FIELDS, ...fields }, files);
  return app.inject({
    method: 'POST',
    url: '/api/contribute',
    headers: { ...body.headers, ...user.auth, ...headers },
    payload: body.payload,
  });
}

/**
 * A publish with one picture as the raw bytes of an HTTP request, split 200 bytes before its
 * end, inside the picture: send `first` and the server holds an upload in progress.
 */
export async function rawPublish(
  user: SignedIn,
  title: string,
): Promise<{ first: Buffer; rest: Buffer }> {
  const body = await multipart({ ...STORY_FIELDS, title }, [{ bytes: await png(400, 300) }]);
  const bytes = rawRequest(
    'POST',
    '/api/contribute',
    { ...body.headers, authorization: user.auth.authorization },
    body.payload,
  );
  return { first: bytes.subarray(0, bytes.length - 200), rest: bytes.subarray(bytes.length - 200) };
}

export async function edit(
  app: FastifyInstance,
  user: SignedIn,
  id: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'PUT',
    url: `/api/edit/${id}`,
    headers: { ...body.headers, ...user.auth },
    payload: body.payload,
  });
}

export function png(width = 8, height = 6, background = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
}

/** The files in DATA_DIR/uploads (served), sorted. */
export function uploadedFiles(app: FastifyInstance): string[] {
  return readdirSync(path.join(app.config.dataDir, 'uploads'))
    .filter((name) => name !== '.staging')
    .sort();
}

/** The files in DATA_DIR/uploads/.staging (uploads being received or copies not committed). */
export function stagedFiles(app: FastifyInstance): string[] {
  const root = path.join(app.config.dataDir, 'uploads', '.staging');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function storyCount(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
