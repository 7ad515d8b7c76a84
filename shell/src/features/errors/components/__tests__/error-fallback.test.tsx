import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorFallback } from '../error-fallback';

it('shows the spec texts and reloads on Refresh Page', async () => {
  const onRefresh = jest.fn();
  render(<ErrorFallback onRefresh={onRefresh} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText(
      "We're sorry, but something unexpected happened. Please try refreshing the page.",
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
