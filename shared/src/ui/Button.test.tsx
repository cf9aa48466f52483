import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

describe('Button', () => {
  it('is a button named by its text that clicks, type button by default', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ti-button--primary', 'ti-pos--alone');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, unavailable but focusable, a spinner, and clicks do nothing', async () => {
    const onClick = jest.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(container.querySelector('.ti-spinner')).toHaveClass('ti-spinner--white');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus while its work runs: Enter again does nothing, Tab still reaches it', async () => {
    const started = jest.fn();
    function Saving() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <Button
            loading={busy}
            onClick={() => {
              started();
              setBusy(true);
            }}
          >
            Save
          </Button>
          <a href="#next">next</a>
        </>
      );
    }
    render(<Saving />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(started).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
  });

  it('a busy submit button does not submit its form again, by click or by Enter in a field', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an explicitly disabled button stays disabled', () => {
    render(<Button disabled>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  it('is not busy and has no spinner when not loading', () => {
    const { container } = render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
    expect(container.querySelector('.ti-spinner')).toBeNull();
  });

  it.each([
    ['java', 'ti-spinner--java'],
    ['blue', 'ti-spinner--blue'],
    ['white', 'ti-spinner--white'],
  ] as const)('uses the %s loader colour', (color, cls) => {
    const { container } = render(
      <Button variant="secondary" loading loaderColor={color}>
        Wait
      </Button>,
    );
    expect(container.querySelector('.ti-spinner')).toHaveClass(cls);
  });

  it('defaults the loader to java on secondary and ghost buttons', () => {
    const { container } = render(
      <Button variant="ghost" loading>
        Wait
      </Button>,
    );
    expect(container.querySelector('.ti-spinner')).toHaveClass('ti-spinner--java');
  });

  it('takes a variant and a group position', () => {
    render(
      <div role="group" aria-label="Mode">
        <Button variant="secondary" position="first">
          List
        </Button>
        <Button variant="ghost" position="last">
          Map
        </Button>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'List' })).toHaveClass('ti-button--secondary', 'ti-pos--first');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveClass('ti-button--ghost', 'ti-pos--last');
  });

  it('can still submit a form when asked', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
