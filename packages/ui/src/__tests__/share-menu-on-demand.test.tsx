import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from '../components/share-menu';

// The menu's own file, as the page fetches it: counted, and missing while `mockOffline` is set.
const mockFetched = jest.fn();
let mockOffline = false;
jest.mock('../components/share-menu-panel', () => {
  mockFetched();
  if (mockOffline) throw new Error('Loading chunk 42 failed');
  return jest.requireActual('../components/share-menu-panel');
});

describe('ShareMenu, loaded on demand', () => {
  it("shows the button at once, fetches the menu's code on the first opening, and asks again after a failure", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <ShareMenu url="https://voices.example/news/1" title="Rain" menuLabel="Share this story" />,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(mockFetched).not.toHaveBeenCalled();

    // Offline: the menu closes again and the button stays usable.
    mockOffline = true;
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(mockFetched).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('The share menu could not be loaded:', expect.any(Error));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    // Back online: the next opening fetches it and shows the menu.
    mockOffline = false;
    await user.click(trigger);
    expect(await screen.findByRole('list', { name: 'Share this story' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(mockFetched).toHaveBeenCalledTimes(2);

    // Once fetched, it opens at once.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByRole('list', { name: 'Share this story' })).toBeInTheDocument();
    expect(mockFetched).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
