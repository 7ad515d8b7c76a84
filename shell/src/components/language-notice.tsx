import './language-notice.css';
import { useEffect, useState } from 'react';
import { RTL_LANGUAGES, languageMode, useCommonT, useLanguage } from '@voices/platform';

/** The note for one of the forty languages shown in English, in that language. */
function EnglishOnlyNote({ code }: { code: string }) {
  const t = useCommonT();
  const [note, setNote] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "english-only-notes" */ './english-only-notes').then(
      ({ ENGLISH_ONLY_NOTES }) => {
        if (live) setNote(ENGLISH_ONLY_NOTES[code] ?? null);
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (!note || dismissed === code) return null;
  return (
    <div className="vx-shell-language-note" role="note">
      <p lang={code} dir={RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr'}>
        {note}
      </p>
      <button
        type="button"
        className="vx-shell-language-note__close"
        aria-label={t('action.close')}
        onClick={() => setDismissed(code)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The language notices: 'Changing to …' while the page reloads for the translation service, and
 * the note for a language the interface is not written in.
 */
export function LanguageNotice() {
  const title = useLanguage((state) => state.noticeTitle);
  const detail = useLanguage((state) => state.noticeDetail);
  const notice = useLanguage((state) => state.notice);
  const language = useLanguage((state) => state.language);
  return (
    <>
      <div className="vx-shell-language-notice-region" role="status" aria-live="polite">
        {notice ? (
          <div className="vx-shell-language-notice">
            <strong>{title ?? notice}</strong>
            {detail ? <span>{detail}</span> : null}
          </div>
        ) : null}
      </div>
      {languageMode(language) === 'english' ? <EnglishOnlyNote code={language} /> : null}
    </>
  );
}
