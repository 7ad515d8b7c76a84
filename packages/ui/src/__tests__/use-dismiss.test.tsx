import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';

function Menu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), container, trigger);
  return (
    <>
      <div ref={container}>
        <button ref={trigger} type="button" onClick={() => setOpen((value) => !value)}>
          Menu
        </button>
        {open && (
          <ul aria-label="Items">
            <li>
              <button type="button">Inside</button>
            </li>
          </ul>
        )}
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const items = () => screen.queryByRole('list', { name: 'Items' });

it('stays open on a press inside and closes on a press outside', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Inside' }));
  expect(items()).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(items()).not.toBeInTheDocument();
});

it('closes on Escape and hands the focus back to the button that opened it', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  screen.getByRole('button', { name: 'Inside' }).focus();
  await user.keyboard('{Escape}');
  expect(items()).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});
