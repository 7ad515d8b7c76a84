import { act, render, screen } from '@testing-library/react';
import { BlockDialog } from '../components/block-dialog';
import { Toaster, toast } from '../components/toaster';

// The dialog is fetched when first opened; here the network is gone by then.
jest.mock('../components/block-confirm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => act(() => toast.clear()));

it('draws nothing until opened', () => {
  render(<BlockDialog open={false} member={{ id: 'm1', name: 'Ben' }} onClose={jest.fn()} />);
  expect(document.body.textContent).toBe('');
});

it('says the block failed, and closes, when the dialog cannot be fetched', async () => {
  const onClose = jest.fn();
  const onBlocked = jest.fn();
  render(
    <>
      <Toaster />
      <BlockDialog
        open
        member={{ id: 'm1', name: 'Ben' }}
        onClose={onClose}
        onBlocked={onBlocked}
      />
    </>,
  );
  expect(
    await screen.findByText('Could not block this member. Please try again.'),
  ).toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onBlocked).not.toHaveBeenCalled();
});
