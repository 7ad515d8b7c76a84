import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../../config';
import { createChatCompletionsEnhancer } from './chat-completions';
import { summarizeLocally } from './local-summarizer';
import type { AiEnhancer } from './types';

export type { AiEnhancer, Summary } from './types';

export function createAiEnhancer(config: AiConfig | undefined, log: FastifyBaseLogger): AiEnhancer {
  if (config) return createChatCompletionsEnhancer(config, log);
  return {
    kind: 'local',
    enhance: async (title, content) => summarizeLocally(title, content),
  };
}
