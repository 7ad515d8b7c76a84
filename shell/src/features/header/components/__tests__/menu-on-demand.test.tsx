import { act, render, screen } from '@testing-library/react';
import { menuOnDemand } from '../menu-on-demand';

function Panel({ onClose }: { onClose: () => void }) {
  return (
    <div className="vx-shell-popover" role="group" aria-label="Real panel">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

const busy = (
  <div className="vx-shell-popover" role="group" aria-label="Busy panel" aria-busy="true" />
);

it('does not pop the real panel open again where a busy one stood in for it', async () => {
  let arrive: (module: { default: typeof Panel }) => void = () => undefined;
  const menu = menuOnDemand<{ onClose: () => void }>(
    () => new Promise((resolve) => (arrive = resolve)),
  );

  // Opened before the file came: the busy panel, then the real one in its place, unanimated.
  const first = render(<menu.Panel onClose={() => undefined} fallback={busy} />);
  expect(screen.getByRole('group', { name: 'Busy panel' })).toBeInTheDocument();
  await act(async () => arrive({ default: Panel }));
  const late = screen.getByRole('group', { name: 'Real panel' });
  expect(late.parentElement).toHaveClass('vx-shell-menu-arrived');
  first.unmount();

  // Opened once the file is here: the real panel at once, with its own opening.
  render(<menu.Panel onClose={() => undefined} fallback={busy} />);
  const prompt = await screen.findByRole('group', { name: 'Real panel' });
  expect(prompt.parentElement).not.toHaveClass('vx-shell-menu-arrived');
  expect(screen.queryByRole('group', { name: 'Busy panel' })).toBeNull();
});
