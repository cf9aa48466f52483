import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

function Harness({ noHeading = false, onClose = () => {} }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Modal
        open={open}
        heading={noHeading ? undefined : 'Share this plan'}
        label="Quick look"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <label>
          Link <input defaultValue="https://example.com" />
        </label>
        <button type="button">Copy</button>
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog');
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its heading, in a portal, with focus inside', async () => {
    const { container } = render(<Harness />);
    const dialog = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: 'Share this plan' })).toBe(dialog);
    expect(screen.getByRole('heading', { name: 'Share this plan' })).toBeInTheDocument();
    expect(container.contains(dialog)).toBe(false);
    expect(dialog).toHaveFocus();
  });

  it('is named by its label when it has no heading', async () => {
    render(<Harness noHeading />);
    await openModal();
    expect(screen.getByRole('dialog', { name: 'Quick look' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('closes on Esc and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside but not inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const dialog = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await userEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const dialog = await openModal();
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('textbox', { name: 'Link' }) },
      { pointerName: 'mouse', target: dialog.parentElement as HTMLElement },
      { keys: '[/MouseLeft]', target: dialog.parentElement as HTMLElement },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Link' });
    const copy = screen.getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(copy).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(copy).toHaveFocus();
  });

  it('pulls focus back in when something outside takes it', async () => {
    render(<Harness />);
    const dialog = await openModal();
    act(() => screen.getByRole('button', { name: 'Behind' }).focus());
    expect(dialog).toHaveFocus();
  });

  it('locks page scroll while open', async () => {
    render(<Harness />);
    await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('only the topmost of two stacked dialogs closes on Esc', async () => {
    const outerClose = jest.fn();
    function Stack() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open heading="Outer" onClose={outerClose}>
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Modal open={inner} heading="Inner" onClose={() => setInner(false)}>
            inner
          </Modal>
        </Modal>
      );
    }
    render(<Stack />);
    const more = screen.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(more).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});
