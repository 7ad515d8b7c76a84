import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE } from '@voices/platform/testing';
import { ThemeTestPage } from '../theme-test-page';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

const EXPECTED = [
  ['modern-grid', 'The Daily Herald'],
  ['udaya', 'Red Wave'],
  ['timesmetro', 'Urban Chronicle'],
  ['national', 'Unity Desk'],
  ['broadsheet-classic', 'Broadsheet Classic'],
  ['noir', 'Noir Press'],
  ['niro', 'Niro White'],
  ['newspaper-classic', 'Newspaper Classic'],
];

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/theme-test" element={<ThemeTestPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ThemeTestPage', () => {
  it('lists every theme id and display name, in order', () => {
    renderAt('/theme-test');

    const list = screen.getByRole('list', { name: 'Article themes' });
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
    expect(items).toHaveLength(8);
    items.forEach((item, index) => {
      const [id, name] = EXPECTED[index]!;
      expect(within(item).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(item).getByText(id!, { selector: 'code' })).toBeInTheDocument();
    });
    expect(document.title).toBe('Theme Test · Voices');
  });

  it('lists the filter-only styles and the legacy mappings', () => {
    renderAt('/theme-test');

    const table = screen.getByRole('table');
    for (const id of ['modern', 'classic', 'minimal', 'express', 'nytimes', 'kdbt', 'vibrant']) {
      expect(within(table).getByText(id, { selector: 'code' })).toBeInTheDocument();
    }
    const modern = within(table).getByText('modern', { selector: 'code' }).closest('tr')!;
    expect(modern).toHaveTextContent('modern-grid (The Daily Herald)');
    const express = within(table).getByText('express', { selector: 'code' }).closest('tr')!;
    expect(express).toHaveTextContent('modern-grid (The Daily Herald)');
  });

  it('says when the requested theme is not recognized', () => {
    renderAt('/theme-test?theme=comic-sans');

    expect(screen.getByRole('alert')).toHaveTextContent('This theme is not recognized.');
  });

  it('shows a requested theme, naming the theme a legacy id maps to', () => {
    renderAt('/theme-test?theme=modern');

    expect(screen.queryByText('This theme is not recognized.')).not.toBeInTheDocument();
    expect(screen.getByText(/is shown as The Daily Herald/)).toBeInTheDocument();
  });
});

describe('the full article preview', () => {
  const fullArticle = () => document.querySelector<HTMLElement>('.vx-herald--full')!;

  it('draws the sample story in the chosen theme, author section and advertisement setting', () => {
    renderAt('/theme-test?theme=newspaper-classic&position=split-column&ad=1');

    expect(fullArticle()).toHaveAttribute('data-theme', 'newspaper-classic');
    expect(fullArticle()).toHaveAttribute('data-author-position', 'split-column');
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Enable sidebar advertisement'));
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Enable sidebar advertisement'));

    // Only the newspaper layout has the advertisement box (spec 001 §2).
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'udaya' } });
    expect(fullArticle()).toHaveAttribute('data-theme', 'udaya');
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Author section'), { target: { value: '' } });
    expect(fullArticle()).toHaveAttribute('data-author-position', 'right-sidebar');
  });

  it('falls back to The Daily Herald for an unknown or legacy theme', () => {
    renderAt('/theme-test?theme=modern');
    expect(fullArticle()).toHaveAttribute('data-theme', 'modern-grid');
  });
});
