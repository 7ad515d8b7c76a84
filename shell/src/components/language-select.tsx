import { LANGUAGES } from '@voices/contracts/constants';
import { useLanguage } from '@voices/platform';

export interface LanguageSelectProps {
  id: string;
  className?: string;
}

/** The 50 interface languages; choosing one saves it and reloads the page in it. */
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
        <option key={item.code} value={item.code}>
          {item.nativeName && item.nativeName !== item.name
            ? `${item.nativeName} · ${item.name}`
            : item.name}
        </option>
      ))}
    </select>
  );
}
