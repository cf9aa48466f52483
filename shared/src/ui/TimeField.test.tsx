import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TimeField } from './TimeField';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

interface HarnessProps {
  initial?: number;
  max?: number;
  onChange?: (s: number) => void;
  onRefuse?: (typed: string) => void;
}

function Harness({ initial = 65, max, onChange, onRefuse }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField
        label="Start time"
        value={value}
        max={max}
        onRefuse={onRefuse}
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

  it.each(['abc', '1:2x', 'a:bc', ''])('reverts %p, not a number, to the old value', async (text) => {
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

  it.each(['1:5', '60:00', '10:60', '60', '5', '1:60:00', '1:2:03', '24:00:01'])(
    'refuses %p, digits that are not a time, keeping it in the field with the way to type one',
    async (text) => {
      const onChange = jest.fn();
      const onRefuse = jest.fn();
      render(<Harness initial={65} onChange={onChange} onRefuse={onRefuse} />);
      await enter(text, 'blur');
      expect(field()).toHaveValue(text);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription(
        'Type the time as m:ss, like 12:30, or from an hour as h:mm:ss, like 1:02:03.',
      );
      expect(onChange).not.toHaveBeenCalled();
      expect(onRefuse).toHaveBeenLastCalledWith(text);
      expect(seconds()).toBe('65');
    },
  );

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

  it('refuses a time past the end of the video, keeping it in the field, and clears that on a good value', async () => {
    const onChange = jest.fn();
    const onRefuse = jest.fn();
    render(<Harness initial={30} max={90} onChange={onChange} onRefuse={onRefuse} />);
    await enter('2:00');
    expect(onChange).not.toHaveBeenCalled();
    expect(onRefuse).toHaveBeenLastCalledWith('2:00');
    expect(field()).toHaveValue('2:00');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('The video is 1:30 long: pick a time within it.');
    await enter('1:30');
    expect(onChange).toHaveBeenLastCalledWith(90);
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The video is 1:30 long: pick a time within it.')).toBeNull();
  });

  it('refuses 75:10 on a 14:05 video as past its end (minutes over 59 read as said), in both languages', async () => {
    const onChange = jest.fn();
    render(<Harness initial={0} max={14 * 60 + 5} onChange={onChange} />);
    await enter('75:10', 'blur');
    expect(field()).toHaveValue('75:10');
    expect(field()).toHaveAccessibleDescription('The video is 14:05 long: pick a time within it.');
    expect(seconds()).toBe('0');
    await setTestLanguage('zh-Hant-TW');
    try {
      await enter('75:10', 'blur');
      expect(field()).toHaveAccessibleDescription('影片長度為 14:05，請選擇影片內的時間。');
    } finally {
      await setTestLanguage('en');
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells the owner when a refused entry is replaced by the same time as before', async () => {
    const onChange = jest.fn();
    render(<Harness initial={30} max={90} onChange={onChange} />);
    await enter('5:00');
    await enter('0:30');
    expect(onChange).toHaveBeenLastCalledWith(30);
    expect(field()).not.toHaveAttribute('aria-invalid');
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
    expect(field()).toHaveAccessibleDescription('The video is 2:00:00 long: pick a time within it.');
    expect(seconds()).toBe('2700');
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<TimeField label="At" value={5} onChange={() => {}} />);
    rerender(<TimeField label="At" value={600} onChange={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'At' })).toHaveValue('10:00');
  });
});
