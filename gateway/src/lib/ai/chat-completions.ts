import type { FastifyBaseLogger } from 'fastify';
import { AI_LIMITS, AI_MESSAGES } from '@voices/contracts';
import type { AiConfig } from '../../config';
import { htmlToText } from '../text/html-text';
import { HttpError } from '../http-errors';
import { USER_AGENT } from '../outbound-fetch';
import type { AiEnhancer, Summary } from './types';
import { fitSummary, fitTitle } from './text-bounds';

/**
 * The AI step through any OpenAI-compatible chat endpoint (`POST {base}/chat/completions`): the
 * spec's prompt, temperature 0.3, at most 400 tokens, the configured models tried in turn. A
 * model the provider has retired is skipped; so is one that fails or does not answer in time.
 * The key is sent to the provider only.
 */

/** Story text sent to the model; longer stories are cut (the summary needs the start most). */
const PROMPT_CONTENT_CHARS = 12_000;
/** The largest answer read from the provider. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export function buildMessages(title: string, content: string) {
  const story =
    content.length > PROMPT_CONTENT_CHARS ? content.slice(0, PROMPT_CONTENT_CHARS) : content;
  return [
    {
      role: 'system' as const,
      content:
        'You are a news editor. You rewrite community news stories as a clear headline and a short, factual summary, in the language of the story. You answer with JSON only.',
    },
    {
      role: 'user' as const,
      content: `Write a title under ${AI_LIMITS.titleMaxLength} characters and a summary under ${AI_LIMITS.summaryMaxWords} words for this news story. Answer only with JSON of the form {"summaryTitle": "…", "summaryContent": "…"}.\n\nTitle: ${title}\n\nContent:\n${story}`,
    },
  ];
}

/** Plain text of what a model wrote: markup and Markdown emphasis removed. */
function plain(text: string): string {
  return htmlToText(text.replace(/\*\*|__/g, ''));
}

function fromObject(value: unknown): Summary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { summaryTitle, summaryContent } = value as Record<string, unknown>;
  if (typeof summaryTitle !== 'string' || typeof summaryContent !== 'string') return null;
  const title = fitTitle(plain(summaryTitle));
  const summary = fitSummary(plain(summaryContent));
  return title && summary ? { summaryTitle: title, summaryContent: summary } : null;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const LABEL = /^(?:summary\s*title|title|headline|summary\s*content|summary|content)\s*[:：-]\s*/i;

/**
 * A title and summary from a model's reply: the JSON asked for (bare, or inside a ```json
 * fence, or amid other text), else the reply's lines, the first as the title and the rest as
 * the summary. Null when the reply holds no text.
 */
export function parseReply(reply: string): Summary | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)?.[1];
  const candidates = [fenced, reply];
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(reply.slice(start, end + 1));
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const parsed = fromObject(tryJson(candidate.trim()));
    if (parsed) return parsed;
  }

  const lines = plain(reply.replace(/```[a-z]*/gi, ''))
    .split('\n')
    .map((line) =>
      line
        .replace(/^#+\s*/, '')
        .replace(LABEL, '')
        .replace(/^["'“”]+|["'“”]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
  if (lines.length === 0) return null;
  const [first, ...rest] = lines as [string, ...string[]];
  const title = fitTitle(first);
  const summary = fitSummary(rest.length > 0 ? rest.join('\n') : first);
  return title && summary ? { summaryTitle: title, summaryContent: summary } : null;
}

type Attempt =
  { ok: true; summary: Summary } | { ok: false; reason: string; retired?: boolean; stop?: boolean };

const RETIRED = /decommissioned|model_not_found|does not exist/i;

async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function ask(
  config: AiConfig,
  model: string,
  title: string,
  content: string,
): Promise<Attempt> {
  const url = `${config.baseUrl}/chat/completions`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': USER_AGENT,
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model,
        messages: buildMessages(title, content),
        temperature: AI_LIMITS.temperature,
        max_tokens: AI_LIMITS.maxTokens,
      }),
    });
    status = response.status;
    text = await readText(response);
  } catch (error) {
    const name = (error as Error).name;
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${config.timeoutMs} ms`
        : `could not connect (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message})`;
    return { ok: false, reason };
  }

  if (status < 200 || status > 299) {
    const detail = text.slice(0, 300);
    if ((status === 400 || status === 404) && RETIRED.test(text)) {
      return { ok: false, retired: true, reason: `decommissioned (${status}): ${detail}` };
    }
    // A refused key fails every model alike.
    if (status === 401 || status === 403) {
      return { ok: false, stop: true, reason: `refused the key (${status})` };
    }
    return { ok: false, reason: `answered ${status}: ${detail}` };
  }
  const body = tryJson(text) as { choices?: { message?: { content?: unknown } }[] } | undefined;
  const reply = body?.choices?.[0]?.message?.content;
  if (typeof reply !== 'string' || !reply.trim()) {
    return { ok: false, reason: 'answered without a message' };
  }
  const summary = parseReply(reply);
  return summary ? { ok: true, summary } : { ok: false, reason: 'answered without text' };
}

export function createChatCompletionsEnhancer(
  config: AiConfig,
  log: FastifyBaseLogger,
): AiEnhancer {
  return {
    kind: 'model',
    async enhance(title, content) {
      for (const model of config.models) {
        const attempt = await ask(config, model, title, content);
        if (attempt.ok) return attempt.summary;
        log.warn(
          { model, reason: attempt.reason },
          attempt.retired ? 'AI model is decommissioned; trying the next' : 'AI model failed',
        );
        if (attempt.stop) break;
      }
      throw new HttpError(502, AI_MESSAGES.allModelsFailed);
    },
  };
}
