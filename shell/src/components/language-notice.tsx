import { useLanguage } from '@voices/platform';

/** The notice of a language change in progress: 'Changing to …' and when the page reloads. */
export function LanguageNotice() {
  const title = useLanguage((state) => state.noticeTitle);
  const detail = useLanguage((state) => state.noticeDetail);
  const notice = useLanguage((state) => state.notice);
  return (
    <div className="vx-shell-language-notice-region" role="status" aria-live="polite">
      {notice ? (
        <div className="vx-shell-language-notice">
          <strong>{title ?? notice}</strong>
          {detail ? <span>{detail}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
