import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { activateLocale, createTranslator } from '@voices/platform';
import { renderWithProviders } from '@voices/platform/testing';
import { useThemeRegistry } from '../use-theme-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);

function FirstDescription() {
  const { themes, ready } = useThemeRegistry();
  return <p>{ready ? themes[0]?.description : 'loading'}</p>;
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

it("waits for the themes remote's words in the interface language before the chooser draws", async () => {
  load.mockImplementation(async (id) => {
    if (id !== 'mfe_portal_themes/theme-registry') throw new Error('offline');
    // As the themes remote's registry does: its words are registered as it loads, and another
    // language's come a moment later.
    const { t } = createTranslator<'noir'>(
      'registry-words',
      { noir: 'Dark pages' },
      (locale) =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ noir: locale === 'hi' ? 'गहरे पन्ने' : 'Dark pages' }), 20),
        ),
    );
    return {
      THEMES: [
        {
          id: 'noir',
          name: 'Noir Press',
          get description() {
            return t('noir');
          },
        },
      ],
    };
  });
  await act(() => activateLocale('hi'));

  renderWithProviders(<FirstDescription />);

  expect(await screen.findByText('गहरे पन्ने')).toBeInTheDocument();
});
