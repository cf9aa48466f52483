import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { TextField } from './TextField';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

function Controlled(props: { maxLength?: number; initial?: string; onSubmit?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextField label="Title" value={value} onChange={setValue} maxLength={props.maxLength} onSubmit={props.onSubmit} />
  );
}

describe('TextField', () => {
  it('is labelled and reports changes', async () => {
    const onChange = jest.fn();
    render(<TextField label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amy');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Amy');
    expect(onChange).toHaveBeenLastCalledWith('Amy');
  });

  it('shows an "N of M characters" counter linked to the input', async () => {
    render(<Controlled maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText('0 of 10 characters')).toBeInTheDocument();
    await userEvent.type(input, 'hello');
    expect(screen.getByText('5 of 10 characters')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('5 of 10 characters');
  });

  it('has no counter without maxLength', () => {
    render(<TextField label="Free" />);
    expect(screen.queryByText(/characters/)).toBeNull();
  });

  it('blocks typing beyond the limit', async () => {
    const onChange = jest.fn();
    render(<TextField label="Code" maxLength={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcd');
    expect(screen.getByText('4 of 4 characters')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^.{5,}$/));
  });

  it('blocks a change event that would exceed the limit (controlled)', () => {
    render(<Controlled maxLength={5} initial="abc" />);
    const input = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abcdefgh', selectionStart: 8 } });
    expect(input).toHaveValue('abcde');
    expect(screen.getByText('5 of 5 characters')).toBeInTheDocument();
  });

  it('truncates a paste to what fits', async () => {
    const onChange = jest.fn();
    render(<TextField label="Tag" maxLength={6} defaultValue="ab" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Tag' }) as HTMLInputElement;
    input.focus();
    input.setSelectionRange(2, 2);
    fireEvent.paste(input, { clipboardData: { getData: () => '123456789' } });
    expect(input).toHaveValue('ab1234');
    expect(onChange).toHaveBeenLastCalledWith('ab1234');
    expect(screen.getByText('6 of 6 characters')).toBeInTheDocument();
  });

  it('replaces a selection on paste within the limit', async () => {
    render(<Controlled maxLength={5} initial="hello" />);
    const input = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    input.focus();
    input.setSelectionRange(0, 5);
    fireEvent.paste(input, { clipboardData: { getData: () => 'worlds!' } });
    expect(input).toHaveValue('world');
  });

  it('calls onSubmit with the value on Enter', async () => {
    const onSubmit = jest.fn();
    render(<Controlled onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'night market{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('night market');
  });

  it('does not submit while an IME composition is confirmed with Enter', () => {
    const onSubmit = jest.fn();
    render(<Controlled onSubmit={onSubmit} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('toggles password visibility with a named button', async () => {
    render(<TextField label="Password" type="password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle in Traditional Chinese', async () => {
    await setTestLanguage('zh-Hant-TW');
    try {
      render(<TextField label="密碼" type="password" maxLength={20} />);
      expect(screen.getByRole('button', { name: '顯示密碼' })).toBeInTheDocument();
      expect(screen.getByText('0 / 20 個字元')).toBeInTheDocument();
    } finally {
      await setTestLanguage('en');
    }
  });

  it('shows the invalid message linked with aria-describedby and aria-invalid', () => {
    const { rerender } = render(<TextField label="Email" invalid message="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
    rerender(<TextField label="Email" message="Enter a valid e-mail address." />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });

  it('takes a group position', () => {
    const { container } = render(<TextField label="From" position="first" />);
    expect(container.firstChild).toHaveClass('ti-pos--first');
  });

  it('hands its input to a forwarded ref, object or callback, and still limits typing', async () => {
    const objectRef = createRef<HTMLInputElement>();
    const callbackRef = jest.fn();
    render(
      <>
        <TextField label="A" ref={objectRef} maxLength={3} />
        <TextField label="B" ref={callbackRef} />
      </>,
    );
    expect(objectRef.current).toBe(screen.getByRole('textbox', { name: 'A' }));
    expect(callbackRef).toHaveBeenLastCalledWith(screen.getByRole('textbox', { name: 'B' }));
    await userEvent.type(objectRef.current!, 'abcdef');
    expect(objectRef.current).toHaveValue('abc');
  });
});
