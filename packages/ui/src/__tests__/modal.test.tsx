import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Modal } from '../components/modal';

const backdrop = () => document.querySelector<HTMLElement>('.vx-modal-backdrop')!;

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that takes the focus, once its code has come', async () => {
    render(
      <Modal open title="Followers" onClose={() => undefined} footer={<button>OK</button>}>
        <p>List</p>
      </Modal>,
    );
    // The first dialog of a page loads its code (modal-dialog.tsx); the later ones open at once.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('closes on Escape, on the backdrop and on the close button, not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Details" onClose={onClose}>
        <p>Inside</p>
      </Modal>,
    );
    await user.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('does not close when a press starts inside and ends on the backdrop', () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Details" onClose={onClose}>
        <p>Inside</p>
      </Modal>,
    );
    fireEvent.mouseDown(screen.getByText('Inside'));
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog and gives the focus back on close', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Modal open={open} title="Form" onClose={() => setOpen(false)}>
            <input aria-label="Name" />
          </Modal>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('only the innermost of two dialogs answers Escape', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <Modal open title="Outer" onClose={outer}>
        <Modal open title="Inner" onClose={inner}>
          x
        </Modal>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  const props = {
    open: true,
    title: 'Delete News',
    message: 'Are you sure you want to delete this news? This action cannot be undone.',
    confirmLabel: 'Delete',
    danger: true,
  };

  it('asks and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete News' });
    expect(dialog).toHaveTextContent(props.message);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('vx-btn-danger');
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the button, Escape or the backdrop', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<ConfirmDialog {...props} onConfirm={() => undefined} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('uses the default labels and blocks both answers while busy', () => {
    render(
      <ConfirmDialog
        open
        title="Confirm Update"
        message="Are you sure you want to update this news?"
        busy
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
