import {
  PREFERRED_TEMPLATE_EVENT,
  STORAGE_KEYS,
  normalizeTemplateId,
  preferredTemplateKey,
  type StoryTemplateId,
} from '@voices/contracts/constants';
import { storage } from './storage';

/** The article theme this browser remembers for a user, if it names one. */
export function getLocalPreferredTemplate(userId: string): StoryTemplateId | null {
  const saved = storage.get(preferredTemplateKey(userId));
  return saved ? normalizeTemplateId(saved) : null;
}

/**
 * Remembers the preferred article theme and tells this tab (a window event with
 * detail.templateId) and the others (the preferredTemplateBroadcast key) about it.
 */
export function setLocalPreferredTemplate(userId: string, templateId: string): void {
  const id = normalizeTemplateId(templateId);
  if (!id) return;
  storage.set(preferredTemplateKey(userId), id);
  storage.setJson(STORAGE_KEYS.preferredTemplateBroadcast, { templateId: id, ts: Date.now() });
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(PREFERRED_TEMPLATE_EVENT, { detail: { templateId: id } }));
  }
}

/** Calls back with the template id whenever the preferred theme changes here or in another tab. */
export function onPreferredTemplateChange(
  handler: (templateId: StoryTemplateId) => void,
): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onEvent = (event: Event) => {
    const templateId = (event as CustomEvent<{ templateId?: unknown }>).detail?.templateId;
    const id = normalizeTemplateId(templateId);
    if (typeof templateId === 'string' && id) handler(id);
  };
  window.addEventListener(PREFERRED_TEMPLATE_EVENT, onEvent);
  const stop = storage.subscribe(STORAGE_KEYS.preferredTemplateBroadcast, (source) => {
    if (source === 'local') return;
    const value = storage.getJson<{ templateId?: unknown } | null>(
      STORAGE_KEYS.preferredTemplateBroadcast,
      null,
    );
    const id = value ? normalizeTemplateId(value.templateId) : null;
    if (value && typeof value.templateId === 'string' && id) handler(id);
  });
  return () => {
    window.removeEventListener(PREFERRED_TEMPLATE_EVENT, onEvent);
    stop();
  };
}
