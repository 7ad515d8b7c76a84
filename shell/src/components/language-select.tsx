import { LANGUAGES, PSEUDO_LOCALE, pseudoLocaleEnabled, useLanguage } from '@voices/platform';

export interface LanguageSelectProps {
  id: string;
  className?: string;
}

/**
 * The 50 interface languages, each by its own name. The first ten switch the interface at once;
 * the others show it in English (or reload through the operator's translation service).
 */
export function LanguageSelect({ id, className }: LanguageSelectProps) {
  const language = useLanguage((state) => state.language);
  const changing = useLanguage((state) => state.changing);
  const changeLanguage = useLanguage((state) => state.changeLanguage);

  return (
    <select
      id={id}
      className={['vx-input', 'vx-shell-language-select', className].filter(Boolean).join(' ')}
      value={language}
      disabled={changing}
      onChange={(event) => changeLanguage(event.target.value)}
    >
      {LANGUAGES.map((item) => (
        <option key={item.code} value={item.code} lang={item.code}>
          {item.nativeName && item.nativeName !== item.name
            ? `${item.nativeName} · ${item.name}`
            : item.name}
        </option>
      ))}
      {pseudoLocaleEnabled() ? (
        <option value={PSEUDO_LOCALE}>{`Pseudo-locale (${PSEUDO_LOCALE})`}</option>
      ) : null}
    </select>
  );
}
