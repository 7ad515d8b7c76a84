import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../../config';
import { createChatCompletionsEnhancer } from './chat-completions';
import { summarizeLocally, type Summary } from './local-summarizer';

/** The AI step: a new title (under 60 characters) and summary (under 150 words), plain text. */
export interface AiEnhancer {
  /** 'model' with AI_BASE_URL and AI_MODELS set, else 'local' (the extractive summariser). */
  readonly kind: 'model' | 'local';
  enhance(title: string, content: string): Promise<Summary>;
}

export function createAiEnhancer(config: AiConfig | undefined, log: FastifyBaseLogger): AiEnhancer {
  if (config) return createChatCompletionsEnhancer(config, log);
  return {
    kind: 'local',
    enhance: async (title, content) => summarizeLocally(title, content),
  };
}
