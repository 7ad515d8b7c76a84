import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EmptyState } from '../components/empty-state';
import { ErrorBoundary } from '../components/error-boundary';
import { Spinner } from '../components/spinner';

describe('EmptyState', () => {
  it('shows the title, message and action', () => {
    render(
      <EmptyState
        title="No saved articles yet."
        message="Save a story to read it later."
        action={<a href="/home">Browse news</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No saved articles yet.' })).toBeInTheDocument();
    expect(screen.getByText('Save a story to read it later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse news' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('has an accessible label', () => {
    render(<Spinner label="Loading news..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news...');
  });

  it('defaults to Loading...', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('ErrorBoundary', () => {
  function Bomb({ explode }: { explode: boolean }) {
    if (explode) throw new Error('Boom');
    return <p>Fine</p>;
  }

  it('renders the fallback with the error and recovers on reset', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          onError={onError}
          fallback={(error, reset) => (
            <div>
              <p>Failed: {error.message}</p>
              <button
                onClick={() => {
                  setExplode(false);
                  reset();
                }}
              >
                Retry
              </button>
            </div>
          )}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Failed: Boom')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Fine')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('resets when a reset key changes', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']} fallback={() => <p>Broken</p>}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Broken')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['/b']} fallback={() => <p>Broken</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
