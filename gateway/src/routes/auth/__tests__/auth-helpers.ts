import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app';
import type { AppConfig } from '../../../config';
import { createManualClock, type ManualClock } from '../../../lib/clock';
import { closeAfterTest, createTestConfig, type Engine } from '../../../testing';

export interface AuthTestApp {
  app: FastifyInstance;
  clock: ManualClock;
  config: AppConfig;
}

/** The gateway with a clock the test moves; closed after the test. */
export async function buildAuthApp(
  engine: Engine,
  options: { config?: Partial<AppConfig>; clock?: ManualClock } = {},
): Promise<AuthTestApp> {
  const clock = options.clock ?? createManualClock(new Date());
  const config = await createTestConfig({ engine, config: { now: clock, ...options.config } });
  return { app: await start(config), clock, config };
}

/** Another gateway on the same configuration (same database and DATA_DIR): a restart. */
export async function start(config: AppConfig): Promise<FastifyInstance> {
  return closeAfterTest(await buildApp(config));
}

export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  options: { ip?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
  });
}

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  raw: string;
  /** The 4-digit code, or null for a notice that carries none. */
  code: string | null;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a code out of a message. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function codeIn(raw: string): string | null {
  return /code is (\d{4})\b/.exec(decodeQuotedPrintable(raw).replace(/\s+/g, ' '))?.[1] ?? null;
}

/** The messages in DATA_DIR/outbox, oldest first. */
export function outbox(config: AppConfig): OutboxMessage[] {
  const dir = path.join(config.dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(path.join(dir, name), 'utf8');
    return {
      file: name,
      raw,
      to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      code: codeIn(raw),
    };
  });
}

/** The code of the newest message with a code to `email`. */
export function latestCode(config: AppConfig, email: string): string {
  const message = outbox(config)
    .filter((m) => m.to === email && m.code !== null)
    .at(-1);
  if (!message) throw new Error(`no code was sent to ${email}`);
  return message.code!;
}

/** A different code than `code`, to guess wrong on purpose. */
export function wrong(code: string): string {
  return String((Number(code) + 1) % 10000).padStart(4, '0');
}

/** Registers `email` through the API; answers the user and token. */
export async function register(
  { app, config }: AuthTestApp,
  email: string,
  name = 'Ada Reader',
): Promise<{ user: { id: string; email: string; name: string }; token: string }> {
  const requested = await post(app, '/api/request-otp', { email });
  if (requested.statusCode !== 200) throw new Error(`request-otp: ${requested.body}`);
  const verified = await post(app, '/api/verify-otp', { email, otp: latestCode(config, email) });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const completed = await post(app, '/api/complete', {
    email,
    name,
    bio: '',
    acceptTerms: true,
    acceptPrivacy: true,
    registrationToken: verified.json().registrationToken,
  });
  if (completed.statusCode !== 201) throw new Error(`complete: ${completed.body}`);
  return completed.json();
}

/** Signs in `email` (an existing account) through the API; answers the token. */
export async function login({ app, config }: AuthTestApp, email: string): Promise<string> {
  const sent = await post(app, '/api/send-login-otp', { email });
  if (sent.statusCode !== 200) throw new Error(`send-login-otp: ${sent.body}`);
  const verified = await post(app, '/api/verify-login-otp', {
    email,
    otp: latestCode(config, email),
  });
  if (verified.statusCode !== 200) throw new Error(`verify-login-otp: ${verified.body}`);
  return verified.json().token;
}
