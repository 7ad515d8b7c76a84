import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../components/modal';
import { Toaster, toast } from '../components/toaster';

// The dialog's code is fetched when a page first opens one; here the network is gone the first
// time and back the second.
let mockAttempts = 0;
jest.mock('../components/modal-dialog', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../components/modal-dialog');
});

beforeEach(() => act(() => toast.clear()));

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setOpen(true)}>
        Details
      </button>
      <Modal open={open} title="Story details" onClose={() => setOpen(false)}>
        <p>Inside</p>
      </Modal>
    </>
  );
}

it('says it could not open, closes, and opens on the next try once the code comes', async () => {
  const user = userEvent.setup();
  render(<Page />);

  await user.click(screen.getByRole('button', { name: 'Details' }));
  expect(
    await screen.findByText('This could not be opened. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Details' }));
  expect(await screen.findByRole('dialog', { name: 'Story details' })).toHaveFocus();
  expect(mockAttempts).toBe(2);
});
