import type { StoryLanguage } from '@voices/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendVary } from '../lib/cache-control';
import { contentLanguageOf, DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { sayMessage, specMessage } from '../lib/i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in: the first content language of Accept-Language, else 'en'. */
    readonly language: StoryLanguage;
    /** The content language Accept-Language named, or null when it named none of the ten. */
    readonly languageAsked: StoryLanguage | null;
  }
}

const asked = new WeakMap<FastifyRequest, StoryLanguage | null>();

function languageAsked(request: FastifyRequest): StoryLanguage | null {
  if (!asked.has(request)) {
    const header = request.headers['accept-language'];
    asked.set(request, contentLanguageOf(Array.isArray(header) ? header.join(',') : header));
  }
  return asked.get(request) ?? null;
}

/**
 * The reader's language, and the answers in it. `request.language` is read from
 * Accept-Language when first asked for (a hook that answers before any other, such as a
 * refusal during a stop, still has it). The top-level `message` of every JSON answer (errors and
 * successes alike) that is one of the spec's messages goes out in that language; any other
 * text goes out as it is. Such answers vary with Accept-Language, and say so.
 */
export const languagePlugin = fp(
  async (fastify) => {
    fastify.decorateRequest('languageAsked', {
      getter(this: FastifyRequest) {
        return languageAsked(this);
      },
    });
    fastify.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return languageAsked(this) ?? DEFAULT_LANGUAGE;
      },
    });

    fastify.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        return payload;
      }
      const { message } = payload as { message?: unknown };
      if (typeof message !== 'string') return payload;
      const found = specMessage(message);
      if (!found) return payload;
      appendVary(reply, 'Accept-Language');
      const language = request.language;
      if (language === DEFAULT_LANGUAGE) return payload;
      return { ...payload, message: sayMessage(found, language) };
    });
  },
  { name: 'language' },
);
