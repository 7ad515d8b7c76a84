// The operator's page translation service (TRANSLATE_SCRIPT_URL) for the forty languages the
// interface is not written in. The gateway names the script in the page and allows its origin
// in the security policy; the googtrans cookie tells it which language to show.
import { languageMode, translateScriptUrl } from '@voices/platform';

interface TranslateElementApi {
  translate?: {
    TranslateElement?: new (options: Record<string, unknown>, element: string) => unknown;
  };
}

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: TranslateElementApi;
  }
}

const CONTAINER_ID = 'google_translate_element';

/** Loads the translation script when the reader's language is one the service translates. */
export function loadTranslationService(language: string): void {
  const url = translateScriptUrl();
  if (!url || languageMode(language) !== 'translated') return;
  if (document.querySelector(`script[data-voices-translate]`)) return;
  if (!document.getElementById(CONTAINER_ID)) {
    const container = document.createElement('div');
    container.id = CONTAINER_ID;
    container.hidden = true;
    document.body.append(container);
  }
  window.googleTranslateElementInit = () => {
    const Element = window.google?.translate?.TranslateElement;
    if (Element) new Element({ pageLanguage: 'en', autoDisplay: false }, CONTAINER_ID);
  };
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.voicesTranslate = '';
  script.addEventListener('error', () => console.error('The translation service could not load'));
  document.head.append(script);
}
