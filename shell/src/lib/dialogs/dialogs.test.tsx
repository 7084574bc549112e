import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, Modal, useConfirm } from './index';

describe('Modal', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Add New Hotel</button>
        <Modal open={open} title="Add New Hotel" onClose={() => setOpen(false)}>
          <input aria-label="Hotel Name" />
          <button>Save</button>
        </Modal>
      </>
    );
  }

  it('keeps Tab inside, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add New Hotel' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Hotel Name')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Hotel Name')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog and useConfirm', () => {
  it('is an alertdialog with the focus on Cancel', () => {
    render(
      <ConfirmDialog
        open
        message="Are you sure you want to delete this hotel?"
        confirmLabel="Delete"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete this hotel?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  function Deleter({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
    const { confirm, dialog } = useConfirm();
    return (
      <>
        <button
          onClick={async () =>
            onAnswer(
              await confirm('Are you sure you want to delete this hotel?', {
                confirmLabel: 'Delete',
              }),
            )
          }
        >
          Delete hotel
        </button>
        {dialog}
      </>
    );
  }

  it('resolves true on confirm and false on Escape', async () => {
    const onAnswer = jest.fn();
    render(<Deleter onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete hotel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete hotel' }));
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });
});
