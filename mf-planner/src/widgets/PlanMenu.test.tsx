import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage, type Plan } from 'shared';
import '../i18n';
import { PlanMenu } from './PlanMenu';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

const plans: Plan[] = [
  { id: 5, plan_name: 'Kyoto', notes: '', plan_places: [{ id: 11, type: 'poi', notes: '' }] },
  { id: 6, plan_name: 'Osaka', notes: '', plan_places: [] },
];

function Harness({ onChoose }: { onChoose: (p: Plan | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlanMenu placeId={11} open={open} onOpenChange={setOpen} plans={plans} onChoose={onChoose} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('PlanMenu (menu button pattern)', () => {
  it('opens on its first item (Enter) or its last (↑), moves with the arrow keys, Home / End and letters', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Add to plan' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('Kyoto (already in it)')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Osaka')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('+ New plan with this place')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Kyoto (already in it)')).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(item('+ New plan with this place')).toHaveFocus();
    await user.keyboard('o');
    expect(item('Osaka')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('+ New plan with this place')).toHaveFocus();
  });

  it('Enter or Space chooses an item, closes the menu and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<Harness onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: 'Add to plan' });
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith(plans[1]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}[Space]');
    expect(onChoose).toHaveBeenLastCalledWith(null);
    expect(button).toHaveFocus();
  });

  it('Tab and a click elsewhere close it', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add to plan' }));
    expect(item('Kyoto (already in it)')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to plan' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
