import { useT } from '../i18n';

export interface LegalContentsProps {
  /** The sections' titles, in the interface language. */
  titles: readonly string[];
}

export function LegalContents({ titles }: LegalContentsProps) {
  const t = useT();
  return (
    <nav className="vx-shell-legal-toc" aria-labelledby="legal-contents">
      <h2 id="legal-contents">{t('static.contents')}</h2>
      <ol>
        {titles.map((title, index) => (
          <li key={index}>
            <a href={`#section-${index + 1}`}>{title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
