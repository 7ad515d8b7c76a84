import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '../components/toaster';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => toast.clear());
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('shows a success toast for 2 s in a polite live region', () => {
    render(<Toaster />);
    act(() => void toast.success('News saved successfully!'));
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('News saved successfully!');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('News saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('News saved successfully!')).not.toBeInTheDocument();
  });

  it('shows an error toast for 4 s as an alert', () => {
    render(<Toaster />);
    act(() => void toast.error('Error saving news'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error saving news');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a custom duration and can be dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() => void toast.success('Followed', 3000));
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('Followed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Followed')).not.toBeInTheDocument();
  });

  it('renders once even when two Toasters are mounted', () => {
    render(
      <>
        <Toaster />
        <Toaster />
      </>,
    );
    act(() => void toast.success('Only once'));
    expect(screen.getAllByText('Only once')).toHaveLength(1);
  });
});
