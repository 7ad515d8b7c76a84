import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from '../components/share-menu';
import { toastStore } from '../components/toaster';

const url = 'https://voices.example/news/1';
const title = 'Rain & wind';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('ShareMenu', () => {
  afterEach(() => act(() => toastStore.setState({ toasts: [] })));

  it('opens the four ways to share, each link built from the story', async () => {
    const user = userEvent.setup();
    render(<ShareMenu url={url} title={title} menuLabel="Share this story" />);
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The menu's code comes with the first opening.
    const menu = await screen.findByRole('list', { name: 'Share this story' });
    expect(menu).toHaveClass('vx-share-menu-below');
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
    expect(screen.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?text=Rain%20%26%20wind&url=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    render(<ShareMenu url={url} title={title} menuLabel="Share this article" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
      'Link copied to clipboard!',
    );
  });

  it('alerts when the link cannot be copied', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<ShareMenu url={url} title={title} menuLabel="Share this article" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(alert).toHaveBeenCalledWith('Failed to copy link');
    alert.mockRestore();
  });

  it('compact shows the icon alone, keeping its name, and can open above', async () => {
    const user = userEvent.setup();
    render(
      <ShareMenu
        url={url}
        title={title}
        menuLabel="Share this article"
        buttonClassName="card-action"
        placement="above"
        compact
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(trigger).toHaveClass('card-action');
    expect(trigger).toHaveAttribute('title', 'Share');
    expect(trigger).not.toHaveTextContent('Share');
    await user.click(trigger);
    expect(await screen.findByRole('list', { name: 'Share this article' })).toHaveClass(
      'vx-share-menu-above',
    );
  });
});
