import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextArea } from './TextArea';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

// jsdom does no layout: make scrollHeight follow the number of lines (20px each + 16px padding);
// jsdom's default textarea border (1px top + 1px bottom) is added to the height
let restore: () => void;
beforeAll(() => {
  const desc = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLTextAreaElement) {
      return Math.max(this.rows, this.value.split('\n').length) * 20 + 16;
    },
  });
  restore = () => {
    delete (HTMLTextAreaElement.prototype as unknown as Record<string, unknown>).scrollHeight;
    if (desc) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', desc);
  };
});
afterAll(() => restore());

describe('TextArea', () => {
  it('is labelled, counts characters and blocks typing beyond the limit', async () => {
    const onChange = jest.fn();
    render(<TextArea label="Notes" maxLength={8} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'line one and more');
    expect(area).toHaveValue('line one');
    expect(screen.getByText('8 of 8 characters')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('8 of 8 characters');
    expect(onChange).toHaveBeenLastCalledWith('line one');
  });

  it('truncates a paste', () => {
    render(<TextArea label="Notes" maxLength={5} />);
    const area = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
    area.focus();
    fireEvent.paste(area, { clipboardData: { getData: () => '1234567' } });
    expect(area).toHaveValue('12345');
  });

  it('grows with its content', async () => {
    render(<TextArea label="Story" rows={2} />);
    const area = screen.getByRole('textbox', { name: 'Story' });
    expect(area.style.height).toBe('58px');
    await userEvent.type(area, 'a{Enter}b{Enter}c{Enter}d');
    expect(area.style.height).toBe('98px');
    expect(area.style.overflowY).toBe('hidden');
  });

  it('stops growing at maxHeight and then scrolls', async () => {
    render(<TextArea label="Story" rows={1} maxHeight={80} />);
    const area = screen.getByRole('textbox', { name: 'Story' });
    await userEvent.type(area, 'a{Enter}b');
    expect(area.style.height).toBe('58px');
    await userEvent.type(area, '{Enter}c{Enter}d{Enter}e');
    expect(area.style.height).toBe('80px');
    expect(area.style.overflowY).toBe('auto');
  });

  it('shows an invalid message', () => {
    render(<TextArea label="Review" invalid message="Please write something." />);
    const area = screen.getByRole('textbox', { name: 'Review' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Please write something.');
  });

  it('hands its textarea to a forwarded ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Notes" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Notes' }));
  });
});
