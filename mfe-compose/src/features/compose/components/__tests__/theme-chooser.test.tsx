import { screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ThemeMiniatureProps } from '@voices/platform';
import { renderWithProviders } from '@voices/platform/testing';
import type { ThemeSummary } from '../../hooks/use-theme-registry';
import { ThemeChooser } from '../theme-chooser';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const THEMES: ThemeSummary[] = [
  { id: 'modern-grid', name: 'The Daily Herald', emoji: '📰', style: 'modern', description: 'x' },
  { id: 'noir', name: 'Noir Press', emoji: '🖤', style: 'vibrant', description: 'y' },
];

function Miniature({ themeId, decorative }: ThemeMiniatureProps) {
  return <svg data-testid={`miniature-${themeId}`} aria-hidden={decorative} />;
}

const load = jest.mocked(loadRemote);

it("draws each theme's miniature from the themes remote, hidden from screen readers", async () => {
  load.mockImplementation((id) =>
    id === 'mfe_portal_themes/theme-miniature'
      ? Promise.resolve({ default: Miniature })
      : Promise.reject(new Error('offline')),
  );
  renderWithProviders(<ThemeChooser themes={THEMES} onChoose={jest.fn()} />);

  const noir = screen.getByRole('button', { name: /Noir Press/ });
  expect(await within(noir).findByTestId('miniature-noir')).toHaveAttribute('aria-hidden', 'true');
  expect(
    within(screen.getByRole('button', { name: /The Daily Herald/ })).getByTestId(
      'miniature-modern-grid',
    ),
  ).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_portal_themes/theme-miniature');
});

it('keeps the emoji when the themes remote cannot be loaded', async () => {
  load.mockRejectedValue(new Error('offline'));
  renderWithProviders(<ThemeChooser themes={THEMES} onChoose={jest.fn()} />);

  const noir = screen.getByRole('button', { name: /Noir Press/ });
  expect(within(noir).getByText('🖤')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(within(noir).queryByTestId('miniature-noir')).not.toBeInTheDocument();
  expect(within(noir).getByText('🖤')).toBeInTheDocument();
});
