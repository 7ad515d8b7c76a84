import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { GatewayProcess } from './gateway-process';
import { sleep } from './gateway-process';

export interface Member {
  id: string;
  email: string;
  token: string;
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The code the gateway wrote to its outbox for `email` (it logs it, with no SMTP_URL). */
async function codeFor(gateway: GatewayProcess, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const line = [...gateway.logs()].reverse().find((l) => l.to === email && l.code);
    if (line) return String(line.code);
    await sleep(50);
  }
  throw new Error(`no code was logged for ${email}`);
}

/** Registers a member the way a person does: a code to the address, then the profile. */
export async function registerMember(gateway: GatewayProcess, name: string): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await post(`${gateway.url}/api/request-otp`, { email });
  const verified = await post(`${gateway.url}/api/verify-otp`, {
    email,
    otp: await codeFor(gateway, email),
  });
  const done = await post(`${gateway.url}/api/complete`, {
    email,
    name,
    bio: '',
    acceptTerms: true,
    acceptPrivacy: true,
    // Where step 2 hands out a token binding the registration to this client, pass it on.
    ...(verified.registrationToken ? { registrationToken: verified.registrationToken } : {}),
  });
  const user = done.user as { id?: string; _id?: string };
  return { id: String(user.id ?? user._id), email, token: String(done.token) };
}

const IMAGE_CACHE = path.join(os.tmpdir(), 'voices-faults-images');

/**
 * A valid JPEG of noise: 2,700 px square at quality 100 is about 9.8 MB, just under the 10 MB
 * limit (the largest picture a story may carry). Made once and kept in the temp folder.
 */
export async function largeJpeg(): Promise<Buffer> {
  const file = path.join(IMAGE_CACHE, 'noise-2700-q100.jpg');
  if (existsSync(file)) return readFileSync(file);
  const bytes = await sharp({
    create: {
      width: 2700,
      height: 2700,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  mkdirSync(IMAGE_CACHE, { recursive: true });
  writeFileSync(file, bytes);
  return bytes;
}

export function smallPng(seed = 0): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

export const STORY = {
  content: 'The old bridge over the river reopened on Monday after two years of repairs.',
  category: 'Local',
  language: 'en',
  selectedTemplate: 'modern-grid',
};

/** A publish as the compose screen sends it: multipart, with its pictures. */
export async function storyForm(
  title: string,
  images: Buffer[],
): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...STORY, title })) form.append(name, value);
  images.forEach((bytes, i) =>
    form.append('media', new Blob([bytes], { type: 'image/jpeg' }), `picture-${i}.jpg`),
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    body: Buffer.from(await request.arrayBuffer()),
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: Record<string, unknown>;
}

/**
 * One request on a connection of its own (no pooling, so what a response says of its
 * connection is seen), streamed in 1 MB writes like a browser upload.
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    /** Told how many bytes of the body the connection has taken so far. */
    onWritten?: (bytes: number) => void;
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...options.headers,
          ...(options.body ? { 'content-length': String(options.body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    const body = options.body;
    if (!body) {
      request.end();
      return;
    }
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 1024 * 1024);
        offset += chunk.length;
        const flowing = request.write(chunk);
        options.onWritten?.(offset);
        if (!flowing) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/** What became of a request whose connection broke before its answer. */
export interface NoAnswer {
  error: string;
}

export const answered = (outcome: HttpAnswer | NoAnswer): outcome is HttpAnswer =>
  !('error' in outcome);

/** Publishes a story; resolves with the answer, or with what broke the connection. */
export async function publish(
  gateway: { url: string },
  member: Member,
  title: string,
  images: Buffer[],
  key?: string,
  onWritten?: (bytes: number) => void,
): Promise<HttpAnswer | NoAnswer> {
  const form = await storyForm(title, images);
  try {
    return await send(`${gateway.url}/api/contribute`, {
      method: 'POST',
      headers: {
        'content-type': form.contentType,
        authorization: `Bearer ${member.token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: form.body,
      onWritten,
    });
  } catch (error) {
    return { error: String((error as { code?: string }).code ?? error) };
  }
}
