import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { setTestLanguage } from './testUtils';

function Harness({ onConfirm = () => {}, busy = false, error = null as string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete post
      </button>
      <ConfirmDialog
        open={open}
        heading="Delete this post?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
        busy={busy}
        error={error}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  beforeEach(() => setTestLanguage('en'));

  it('asks in a modal named by the question, focus on Cancel; the action button confirms', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Esc and Cancel close it without confirming; focus goes back to the opener', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete post' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('while busy cannot be cancelled; shows why the action failed', async () => {
    const { rerender } = render(<Harness busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    rerender(<Harness error="The post could not be deleted." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The post could not be deleted.');
  });

  it('speaks Chinese in zh-Hant-TW', async () => {
    await setTestLanguage('zh-Hant-TW');
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
