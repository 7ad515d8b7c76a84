import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@voices/platform/testing';
import { story as makeStory } from '../../../../testing/fixtures';
import { THEMES } from '../../theme-registry';
import { ThemeRenderer } from '../theme-renderer';

beforeAll(() => {
  window.scrollTo = jest.fn();
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

function renderStory(themeId: string, mode: 'full' | 'card', fields: object) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <ThemeRenderer
        mode={mode}
        weather={null}
        themeId={themeId}
        story={makeStory({ title: 'Council closes the bridge', ...fields })}
      />
    </MemoryRouter>,
  );
}

const layouts = [...new Set(THEMES.map((theme) => theme.layout))];

it('covers every layout', () => {
  expect(layouts.sort()).toEqual(
    ['broadsheet', 'desk', 'grid', 'metro', 'newspaper', 'noir', 'wave'].sort(),
  );
});

describe.each(THEMES.map((theme) => [theme.name, theme.id]))('%s', (_name, themeId) => {
  it('prints a disputed story’s label and the moderator’s note by the headline', () => {
    renderStory(themeId, 'full', {
      verificationStatus: 'disputed',
      verificationNote: 'The council says the bridge stays open.',
    });
    const box = screen.getByRole('complementary', { name: 'Fact check: Disputed' });
    expect(box).toHaveTextContent('Disputed');
    expect(box).toHaveTextContent('The council says the bridge stays open.');
    // Near the headline: the box comes right after it in the reading order.
    const heading = screen.getByRole('heading', { name: 'Council closes the bridge' });
    expect(heading.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('prints a Verified badge', () => {
    renderStory(themeId, 'full', { verificationStatus: 'verified', isVerified: true });
    const box = screen.getByRole('complementary', { name: 'Fact check: Verified' });
    expect(within(box).getByText('Verified')).toBeInTheDocument();
  });

  it('prints nothing for an unlabelled story', () => {
    renderStory(themeId, 'full', {});
    expect(screen.queryByRole('complementary', { name: /Fact check/ })).not.toBeInTheDocument();
  });

  it('marks the card', () => {
    const { unmount } = renderStory(themeId, 'card', { verificationStatus: 'disputed' });
    expect(screen.getByText('Disputed')).toBeInTheDocument();
    unmount();
    renderStory(themeId, 'card', { verificationStatus: 'verified' });
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });
});
