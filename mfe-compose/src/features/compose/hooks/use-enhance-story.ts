import { useMutation } from '@tanstack/react-query';
import { enhanceStory } from '@voices/platform/api';
import { t } from '../../../i18n';

/** The AI step: a shorter title and a summary, or an error when the answer lacks either. */
export function useEnhanceStory() {
  return useMutation({
    mutationFn: async (input: { title: string; content: string }) => {
      const result = await enhanceStory(input);
      if (typeof result?.summaryTitle !== 'string' || typeof result?.summaryContent !== 'string') {
        throw new Error(t('form.aiIncomplete'));
      }
      return result;
    },
  });
}
