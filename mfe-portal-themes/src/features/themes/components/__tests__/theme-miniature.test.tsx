import { render, screen } from '@testing-library/react';
import { THEMES } from '../../theme-registry';
import { ThemeMiniature } from '../theme-miniature';

const svg = (container: HTMLElement) => container.querySelector('svg');

/** The drawing as shapes alone: the paper's name (set in its masthead type) left out. */
function shapes(container: HTMLElement): string {
  const copy = svg(container)!.cloneNode(true) as SVGElement;
  copy.querySelectorAll('.vx-mini-name').forEach((name) => name.remove());
  copy.removeAttribute('style');
  copy.removeAttribute('aria-label');
  copy.removeAttribute('data-theme');
  return copy.innerHTML;
}

describe('ThemeMiniature', () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))(
    '%s: an image of its layout, named for a screen reader, in its colours',
    (id, theme) => {
      const { container } = render(<ThemeMiniature themeId={id} />);
      const image = screen.getByRole('img', { name: new RegExp(`^${theme.name}: `) });
      expect(image).toBe(svg(container));
      expect(image).toHaveAttribute('data-layout', theme.layout);
      expect(image).toHaveAttribute('viewBox', '0 0 160 100');
      // the theme's own colours, for daylight and for the site's dark mode
      expect(image.style.getPropertyValue('--vx-themes-light-accent')).toBe(theme.colors.accent);
      expect(image.style.getPropertyValue('--vx-themes-dark-surface')).toBe(
        theme.darkColors.surface,
      );
      // the paper's name in its masthead type
      expect(image.querySelector('.vx-mini-name')).toHaveTextContent(new RegExp(theme.name, 'i'));
    },
  );

  it('draws each layout in its own shape (Niro White as a quieter Noir Press)', () => {
    const drawings = new Map(
      THEMES.map((theme) => {
        const { container, unmount } = render(<ThemeMiniature themeId={theme.id} />);
        const shape = shapes(container);
        unmount();
        return [theme.id, shape];
      }),
    );
    expect(new Set(drawings.values()).size).toBe(8);
  });

  it("draws each theme's own parts", () => {
    const parts = (id: string) => svg(render(<ThemeMiniature themeId={id} />).container)!;
    // Red Wave: the red band
    expect(parts('udaya').querySelectorAll('.vx-mini-band').length).toBeGreaterThan(2);
    // Urban Chronicle: the Metro Lines with their stations, and the MAIN badge
    const metro = parts('timesmetro');
    expect(metro.querySelectorAll('.vx-mini-station')).toHaveLength(5);
    expect(metro.querySelector('.vx-mini-metro')).toHaveAttribute('x', '6');
    expect(metro).toHaveTextContent('MAIN');
    // Noir Press: MAIN and the +N more after the strip of stories
    expect(parts('noir')).toHaveTextContent(/MAIN.*\+N/);
    // Newspaper Classic: the search box's field and the advertisement
    const paper = parts('newspaper-classic');
    expect(paper.querySelector('.vx-mini-field')).not.toBeNull();
    expect(paper.querySelector('.vx-mini-ad')).not.toBeNull();
  });

  it('maps legacy ids and draws nothing for an unknown one', () => {
    const { container, rerender } = render(<ThemeMiniature themeId="modern" />);
    expect(svg(container)).toHaveAttribute('data-theme', 'modern-grid');
    expect(screen.getByRole('img', { name: /^The Daily Herald: / })).toBeInTheDocument();

    rerender(<ThemeMiniature themeId="comic-sans" />);
    expect(svg(container)).toBeNull();
  });

  it('stays out of the accessibility tree when decorative, and takes a class', () => {
    const { container } = render(
      <ThemeMiniature themeId="noir" decorative className="chooser-art" />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(svg(container)).toHaveAttribute('aria-hidden', 'true');
    expect(svg(container)).toHaveClass('vx-mini', 'chooser-art');
  });
});
