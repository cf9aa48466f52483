import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('while loading: busy, disabled, a spinner, and clicks do nothing', async () => {
    const onClick = jest.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('.ti-spinner')).toHaveClass('ti-spinner--white');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
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
