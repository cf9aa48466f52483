import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TimeField } from './TimeField';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

function Harness({ initial = 65, max, onChange }: { initial?: number; max?: number; onChange?: (s: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField
        label="Start time"
        value={value}
        max={max}
        onChange={(s) => {
          setValue(s);
          onChange?.(s);
        }}
      />
      <output aria-label="seconds">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Start time' });
const seconds = () => screen.getByRole('status', { name: 'seconds' }).textContent;

async function enter(text: string, how: 'blur' | 'enter' = 'enter') {
  await userEvent.clear(field());
  await userEvent.type(field(), how === 'enter' ? `${text}{Enter}` : text);
  if (how === 'blur') await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
}

describe('TimeField', () => {
  it('shows the value as m:ss', () => {
    render(<Harness initial={65} />);
    expect(field()).toHaveValue('1:05');
    expect(field()).toHaveAttribute('aria-valuenow', '65');
    expect(field()).toHaveAttribute('aria-valuetext', '1:05');
  });

  it('accepts mm:ss on Enter and m:ss on blur', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await enter('12:34');
    expect(onChange).toHaveBeenLastCalledWith(754);
    expect(field()).toHaveValue('12:34');
    await enter('2:05', 'blur');
    expect(onChange).toHaveBeenLastCalledWith(125);
    expect(seconds()).toBe('125');
  });

  it('takes a two-digit value as seconds', async () => {
    render(<Harness />);
    await enter('45');
    expect(seconds()).toBe('45');
    expect(field()).toHaveValue('0:45');
    await enter('07', 'blur');
    expect(seconds()).toBe('7');
    expect(field()).toHaveValue('0:07');
  });

  it.each(['abc', '1:5', '60:00', '10:60', '60', '5', '1:2x', ''])('reverts %p to the old value', async (text) => {
    const onChange = jest.fn();
    render(<Harness initial={65} onChange={onChange} />);
    if (text) await enter(text, 'blur');
    else {
      await userEvent.clear(field());
      await userEvent.keyboard('{Enter}');
    }
    expect(field()).toHaveValue('1:05');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('steps by one second with the arrow keys and stops at 0', async () => {
    render(<Harness initial={1} />);
    field().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(seconds()).toBe('2');
    expect(field()).toHaveValue('0:02');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(seconds()).toBe('0');
    expect(field()).toHaveValue('0:00');
  });

  it('carries seconds into minutes with ArrowUp', async () => {
    render(<Harness initial={59} />);
    field().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('1:00');
  });

  it('refuses a value above max with an invalid message, and clears it on a good value', async () => {
    const onChange = jest.fn();
    render(<Harness initial={30} max={90} onChange={onChange} />);
    await enter('2:00');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('0:30');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('The time can be at most 1:30.');
    await enter('1:30');
    expect(onChange).toHaveBeenLastCalledWith(90);
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The time can be at most 1:30.')).toBeNull();
  });

  it('does not step above max', async () => {
    render(<Harness initial={89} max={90} />);
    field().focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(seconds()).toBe('90');
    expect(field()).toHaveAttribute('aria-valuemax', '90');
  });

  it('accepts h:mm:ss for a vlog over an hour and shows times from an hour that way', async () => {
    const onChange = jest.fn();
    render(<Harness initial={3599} max={2 * 3600} onChange={onChange} />);
    expect(field()).toHaveValue('59:59');
    field().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('1:00:00');
    expect(field()).toHaveAttribute('aria-valuetext', '1:00:00');
    await enter('1:02:03');
    expect(onChange).toHaveBeenLastCalledWith(3723);
    expect(field()).toHaveValue('1:02:03');
    await enter('45:00', 'blur');
    expect(seconds()).toBe('2700');
    await enter('2:00:01');
    expect(field()).toHaveAccessibleDescription('The time can be at most 2:00:00.');
    expect(seconds()).toBe('2700');
  });

  it.each(['1:60:00', '1:2:03', '24:00:01'])('reverts %p, not a time of the long form', async (text) => {
    const onChange = jest.fn();
    render(<Harness initial={65} onChange={onChange} />);
    await enter(text, 'blur');
    expect(field()).toHaveValue('1:05');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<TimeField label="At" value={5} onChange={() => {}} />);
    rerender(<TimeField label="At" value={600} onChange={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'At' })).toHaveValue('10:00');
  });
});
