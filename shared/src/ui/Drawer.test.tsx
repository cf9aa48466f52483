import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from './Drawer';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

function Harness({ side = 'right' as 'left' | 'right', withBack = false, onBack = () => {} }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open planner
      </button>
      <Drawer
        open={open}
        side={side}
        heading="Planner"
        onClose={() => setOpen(false)}
        onBack={withBack ? onBack : undefined}
      >
        <button type="button">Add day</button>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Open planner' }));
  return screen.getByRole('dialog', { name: 'Planner' });
}

describe('Drawer', () => {
  it('is closed until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog on its side, named by its heading, with focus moved in', async () => {
    render(<Harness side="left" />);
    const drawer = await openDrawer();
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveClass('ti-drawer--left');
    expect(drawer).toHaveFocus();
  });

  it('closes on Esc and returns focus to the opener', async () => {
    render(<Harness />);
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open planner' })).toHaveFocus();
  });

  it('closes on a backdrop click but not a click inside', async () => {
    render(<Harness />);
    const drawer = await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Add day' }));
    expect(drawer).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    render(<Harness />);
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Back to list only with onBack', async () => {
    const onBack = jest.fn();
    const { unmount } = render(<Harness withBack onBack={onBack} />);
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    unmount();
    render(<Harness />);
    await openDrawer();
    expect(screen.queryByRole('button', { name: 'Back to list' })).toBeNull();
  });

  it('keeps Tab inside', async () => {
    render(<Harness withBack />);
    await openDrawer();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Back to list' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add day' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Back to list' })).toHaveFocus();
  });

  it('locks page scroll while open', async () => {
    render(<Harness />);
    await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
