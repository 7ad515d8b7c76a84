import {
  PREFERRED_TEMPLATE_EVENT,
  STORAGE_KEYS,
  normalizeTemplateId,
  preferredTemplateKey,
} from './constants';
import { storage } from './storage';

/** The article theme this browser remembers for a user, if any. */
export function getLocalPreferredTemplate(userId: string): string | null {
  const saved = storage.get(preferredTemplateKey(userId));
  return saved ? normalizeTemplateId(saved) : null;
}

/**
 * Remembers the preferred article theme and tells this tab (a window event with
 * detail.templateId) and the others (the preferredTemplateBroadcast key) about it.
 */
export function setLocalPreferredTemplate(userId: string, templateId: string): void {
  const id = normalizeTemplateId(templateId);
  storage.set(preferredTemplateKey(userId), id);
  storage.setJson(STORAGE_KEYS.preferredTemplateBroadcast, { templateId: id, ts: Date.now() });
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(PREFERRED_TEMPLATE_EVENT, { detail: { templateId: id } }));
  }
}

/** Calls back with the template id whenever the preferred theme changes here or in another tab. */
export function onPreferredTemplateChange(handler: (templateId: string) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onEvent = (event: Event) => {
    const templateId = (event as CustomEvent<{ templateId?: unknown }>).detail?.templateId;
    if (typeof templateId === 'string') handler(normalizeTemplateId(templateId));
  };
  window.addEventListener(PREFERRED_TEMPLATE_EVENT, onEvent);
  const stop = storage.subscribe(STORAGE_KEYS.preferredTemplateBroadcast, (source) => {
    if (source === 'local') return;
    const value = storage.getJson<{ templateId?: unknown } | null>(
      STORAGE_KEYS.preferredTemplateBroadcast,
      null,
    );
    if (value && typeof value.templateId === 'string')
      handler(normalizeTemplateId(value.templateId));
  });
  return () => {
    window.removeEventListener(PREFERRED_TEMPLATE_EVENT, onEvent);
    stop();
  };
}
