import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { activateLocale, currentLocale } from '../i18n';
import { createTranslator } from '../translator';
import { PSEUDO_LOCALE } from '../locales';
import { categoryLabel, commonT } from '../common';
import { formatDate, formatNumber, formatRelativeTime } from '../format';
import { pseudoMessage } from '../pseudo';

const english = {
  greeting: 'Hello, {name}',
  stories: '{count, plural, one {# story} other {# stories}}',
  terms: 'I accept the <0>Terms</0>',
  onlyEnglish: 'Only in English',
};
const hindi = {
  greeting: 'नमस्ते, {name}',
  stories: '{count, plural, one {# ख़बर} other {# ख़बरें}}',
  terms: 'मैं <0>शर्तें</0> स्वीकार करता हूँ',
};
const load = jest.fn(async (locale: string) => (locale === 'hi' ? hindi : {}));
const { useT, Trans, t } = createTranslator<keyof typeof english>('sample', english, load);

function Sample() {
  const tr = useT();
  return (
    <div>
      <p>{tr('greeting', { name: 'Asha' })}</p>
      <p>{tr('stories', { count: 3 })}</p>
      <p>{tr('onlyEnglish')}</p>
      <Trans id="terms" components={{ 0: <a href="/terms" /> }} />
    </div>
  );
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('translation', () => {
  it('renders English, then re-renders in place in Hindi with English under missing keys', async () => {
    render(
      <Suspense fallback="loading">
        <Sample />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.getByText('3 stories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');

    await act(() => activateLocale('hi'));
    expect(currentLocale()).toBe('hi');
    expect(screen.getByText('नमस्ते, Asha')).toBeInTheDocument();
    expect(screen.getByText('3 ख़बरें')).toBeInTheDocument();
    expect(screen.getByText('Only in English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शर्तें' })).toBeInTheDocument();
    expect(t('greeting', { name: 'Ravi' })).toBe('नमस्ते, Ravi');
    expect(load).toHaveBeenCalledWith('hi');
  });

  it('shows any other choice in English', async () => {
    await act(() => activateLocale('fr'));
    expect(currentLocale()).toBe('en');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello, Asha');
  });

  it('has shared words and formats in the interface locale', async () => {
    expect(categoryLabel('Technology')).toBe('Technology');
    expect(categoryLabel('unknown-topic')).toBe('unknown-topic');
    await act(() => activateLocale('hi'));
    expect(categoryLabel('technology')).toBe('तकनीक');
    expect(commonT('action.cancel')).toBe('रद्द करें');
    expect(formatDate('2026-11-24T10:00:00Z', { month: 'long', timeZone: 'UTC' })).toBe('नवंबर');
    const now = new Date('2026-11-24T10:00:00Z').getTime();
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5 मिनट पहले');
    await act(() => activateLocale('bn'));
    expect(formatNumber(1234)).toBe('১,২৩৪');
  });

  it('has a pseudo-locale that keeps placeholders, plurals and tags', async () => {
    await act(() => activateLocale(PSEUDO_LOCALE));
    expect(t('greeting', { name: 'Asha' })).toMatch(/^\[Ĥéļļó, Asha~+\]$/);
    expect(pseudoMessage(['I accept the <0>', 'x', '</0>'])).toEqual([
      '[',
      'Í áççéþţ ţĥé <0>',
      'ẋ',
      '</0>',
      '~~]',
    ]);
  });
});
