import type { IncomingMessage, ServerResponse } from 'node:http';
import { AI_MESSAGES } from '@voices/contracts';
import type { AiConfig } from '../../../config';
import { countWords } from '../../../lib/ai/text-bounds';
import { createManualClock } from '../../../lib/clock';
import { buildTestApp, describeEachEngine, type Engine } from '../../../testing';
import { startLoopbackServer, type LoopbackServer } from '../../../testing/loopback-server';
import { signIn } from '../../contributions/__tests__/story-helpers';

const KEY = 'sk-test-0123456789abcdef';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

interface Call {
  model: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

type ModelAnswer = { status: number; body: unknown } | 'hang';

/** A chat-completions service: answers per model name, recording each call. */
async function provider(answers: Record<string, ModelAnswer>) {
  const calls: Call[] = [];
  const server = await startLoopbackServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const model = String(body.model);
    calls.push({ model, body, authorization: req.headers.authorization });
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const answer = answers[model] ?? { status: 404, body: { error: { message: 'unknown' } } };
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  servers.push(server);
  return { server, calls };
}

const reply = (content: string) => ({
  status: 200,
  body: { id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content } }] },
});

const decommissioned = {
  status: 400,
  body: {
    error: {
      message: 'The model `old-model` has been decommissioned and is no longer supported.',
      type: 'invalid_request_error',
      code: 'model_decommissioned',
    },
  },
};

async function aiApp(engine: Engine, ai?: Partial<AiConfig> & { baseUrl: string }) {
  const clock = createManualClock(new Date());
  const app = await buildTestApp({
    engine,
    config: {
      now: clock,
      ...(ai ? { ai: { models: [], timeoutMs: 2000, ...ai } } : {}),
    },
  });
  const user = await signIn(app, 'Ada Reporter');
  const enhance = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/ai/enhance', headers: user.auth, payload: body });
  return { app, clock, user, enhance };
}

const DRAFT = {
  title: 'Bridge reopens',
  content:
    'The old bridge over the river reopened on Monday after two years of repairs. Traffic is expected to ease.',
};

describeEachEngine('POST /api/ai/enhance', (engine) => {
  it('without a model service, summarises locally within the bounds', async () => {
    const { enhance } = await aiApp(engine);
    const res = await enhance({
      title: 'A very long title that goes on and on about the bridge that finally reopened today',
      content: `${DRAFT.content} `.repeat(40),
    });
    expect(res.statusCode).toBe(200);
    const { success, summaryTitle, summaryContent } = res.json();
    expect(success).toBe(true);
    expect([...summaryTitle].length).toBeLessThan(60);
    expect(countWords(summaryContent)).toBeLessThan(150);
    expect(summaryContent).toContain('bridge');
  });

  it('needs a title and content, and a session', async () => {
    const { app, enhance } = await aiApp(engine);
    for (const body of [{ title: ' ', content: 'x' }, { title: 'x', content: '\n' }, {}]) {
      const res = await enhance(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: AI_MESSAGES.titleAndContentRequired });
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/ai/enhance', payload: DRAFT });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes 20 calls an hour per user', async () => {
    const { clock, enhance } = await aiApp(engine);
    for (let i = 0; i < 20; i++) expect((await enhance(DRAFT)).statusCode).toBe(200);
    const refused = await enhance(DRAFT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().message).toBe('Too many AI requests. Please try again in 60 minutes.');
    clock.advance(3600_000);
    expect((await enhance(DRAFT)).statusCode).toBe(200);
  });

  it('skips a decommissioned model, calls the next with the spec prompt, and keeps the key', async () => {
    const { server, calls } = await provider({
      'old-model': decommissioned,
      'good-model': reply(
        '```json\n{"summaryTitle": "Bridge reopens <b>after</b> two years", "summaryContent": "The river bridge is open again."}\n```',
      ),
    });
    const { enhance } = await aiApp(engine, {
      baseUrl: `${server.origin}/v1`,
      apiKey: KEY,
      models: ['old-model', 'good-model', 'unused-model'],
    });
    const res = await enhance(DRAFT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      summaryTitle: 'Bridge reopens after two years',
      summaryContent: 'The river bridge is open again.',
    });
    expect(res.body).not.toContain(KEY);
    expect(calls.map((c) => c.model)).toEqual(['old-model', 'good-model']);
    const call = calls[1]!;
    expect(call.authorization).toBe(`Bearer ${KEY}`);
    expect(call.body).toMatchObject({ temperature: 0.3, max_tokens: 400 });
    const messages = call.body.messages as { role: string; content: string }[];
    const prompt = messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('under 60 characters');
    expect(prompt).toContain('under 150 words');
    expect(prompt).toContain('summaryTitle');
    expect(prompt).toContain('summaryContent');
    expect(prompt).toContain(DRAFT.title);
    expect(prompt).toContain(DRAFT.content);
  });

  it('falls back to the lines of a reply that is not JSON, within the bounds', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const { server } = await provider({
      model: reply(
        `Title: **A headline that is much too long for the masthead of any newspaper**\n\nSummary: First line.\n${long}`,
      ),
    });
    const { enhance } = await aiApp(engine, { baseUrl: `${server.origin}/v1`, models: ['model'] });
    const res = await enhance(DRAFT);
    expect(res.statusCode).toBe(200);
    const { summaryTitle, summaryContent } = res.json();
    expect(summaryTitle).toBe('A headline that is much too long for the masthead of any');
    expect(summaryContent.startsWith('First line.')).toBe(true);
    expect(countWords(summaryContent)).toBe(149);
  });

  it('answers 502 All models failed or are decommissioned when none works', async () => {
    const { server, calls } = await provider({
      'retired-1': { status: 404, body: { error: { code: 'model_not_found' } } },
      'retired-2': {
        status: 400,
        body: { error: { message: 'The model `retired-2` does not exist' } },
      },
      broken: { status: 500, body: { error: 'overloaded' } },
      empty: reply(''),
    });
    const { enhance } = await aiApp(engine, {
      baseUrl: `${server.origin}/v1`,
      apiKey: KEY,
      models: ['retired-1', 'retired-2', 'broken', 'empty'],
    });
    const res = await enhance(DRAFT);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: AI_MESSAGES.allModelsFailed });
    expect(calls.map((c) => c.model)).toEqual(['retired-1', 'retired-2', 'broken', 'empty']);
  });

  it('gives up on a model that does not answer in time and tries the next', async () => {
    const { server, calls } = await provider({
      slow: 'hang',
      fast: reply('{"summaryTitle": "Fast", "summaryContent": "Quick answer."}'),
    });
    const { enhance } = await aiApp(engine, {
      baseUrl: `${server.origin}/v1`,
      models: ['slow', 'fast'],
      timeoutMs: 300,
    });
    const started = Date.now();
    const res = await enhance(DRAFT);
    expect(res.json()).toEqual({
      success: true,
      summaryTitle: 'Fast',
      summaryContent: 'Quick answer.',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(calls.map((c) => c.model)).toEqual(['slow', 'fast']);
  });

  it('stops at a refused key', async () => {
    const { server, calls } = await provider({
      a: { status: 401, body: { error: { message: 'Invalid API key' } } },
      b: reply('{"summaryTitle": "x", "summaryContent": "y"}'),
    });
    const { enhance } = await aiApp(engine, {
      baseUrl: `${server.origin}/v1`,
      apiKey: 'bad',
      models: ['a', 'b'],
    });
    const res = await enhance(DRAFT);
    expect(res.statusCode).toBe(502);
    expect(calls.map((c) => c.model)).toEqual(['a']);
  });
});
