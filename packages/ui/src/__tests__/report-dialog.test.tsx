import { act, render, screen } from '@testing-library/react';
import { ReportDialog } from '../components/report-dialog';
import { Toaster, toast } from '../components/toaster';

// The form is fetched when first opened; here the network is gone by then.
jest.mock('../components/report-form', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => act(() => toast.clear()));

it('says the report could not be sent, and closes, when its form cannot be fetched', async () => {
  const onClose = jest.fn();
  render(
    <>
      <Toaster />
      <ReportDialog open target={{ type: 'story', id: 's1', name: 'Lake' }} onClose={onClose} />
    </>,
  );
  expect(
    await screen.findByText('Your report could not be sent. Please try again.'),
  ).toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
});
