export interface LegalContentsProps {
  titles: readonly string[];
}

export function LegalContents({ titles }: LegalContentsProps) {
  return (
    <nav className="vx-shell-legal-toc" aria-labelledby="legal-contents">
      <h2 id="legal-contents">Contents</h2>
      <ol>
        {titles.map((title, index) => (
          <li key={title}>
            <a href={`#section-${index + 1}`}>{title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
