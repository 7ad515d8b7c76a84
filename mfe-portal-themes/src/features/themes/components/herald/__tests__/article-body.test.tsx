import { act, fireEvent, render, screen } from '@testing-library/react';
import { ArticleBody } from '../article-body';

const TEXT = `${'The ferry timetable changes on Monday. '.repeat(10)}Last line of the story.`;

function print(event: 'beforeprint' | 'afterprint') {
  act(() => {
    window.dispatchEvent(new Event(event));
  });
}

describe('ArticleBody', () => {
  it('opens collapsed at the threshold, with Read more and Read less', () => {
    render(<ArticleBody text={TEXT} threshold={120} themeId="noir" />);
    expect(screen.queryByText(/Last line of the story\./)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/Last line of the story\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.queryByText(/Last line of the story\./)).toBeNull();
  });

  it('prints the whole text, unclamped, and folds it again after the print', () => {
    const { container } = render(
      <ArticleBody text={TEXT} threshold={120} themeId="noir" clampLines={10} />,
    );
    const body = container.querySelector<HTMLElement>('.vx-herald-body-text')!;
    expect(body).toHaveClass('vx-herald-body-text--clamped');

    print('beforeprint');
    expect(screen.getByText(/Last line of the story\./)).toBeInTheDocument();
    expect(body).not.toHaveClass('vx-herald-body-text--clamped');
    // the reader's own choice is kept: the button still offers to open the text
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    print('afterprint');
    expect(screen.queryByText(/Last line of the story\./)).toBeNull();
    expect(body).toHaveClass('vx-herald-body-text--clamped');
  });
});
