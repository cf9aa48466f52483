import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageBox } from './MessageBox';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

describe('MessageBox', () => {
  it('shows an info message as a status with its type spoken', () => {
    render(<MessageBox message="Your plan was saved." />);
    const box = screen.getByRole('status');
    expect(box).toHaveTextContent('Information: Your plan was saved.');
    expect(box).toHaveClass('ti-message--info');
  });

  it.each([
    ['success', 'status', 'Success'],
    ['warning', 'status', 'Warning'],
    ['error', 'alert', 'Error'],
  ] as const)('type %s is a %s', (type, role, word) => {
    render(<MessageBox type={type} message="Text" />);
    expect(screen.getByRole(role)).toHaveTextContent(`${word}: Text`);
    expect(screen.getByRole(role)).toHaveClass(`ti-message--${type}`);
  });

  it('can be dismissed by default', async () => {
    const onDismiss = jest.fn();
    render(<MessageBox type="error" message="Could not save." onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers an action (Undo) that runs once and closes the message', async () => {
    const onAction = jest.fn();
    const onDismiss = jest.fn();
    render(
      <MessageBox
        type="success"
        message="Removed from history."
        action={{ label: 'Undo', onAction }}
        onDismiss={onDismiss}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no close button when dismiss is off', () => {
    render(<MessageBox message="Stay" dismiss={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders sanitised html', async () => {
    const { container } = render(
      <MessageBox
        type="warning"
        message="Heads up"
        html={
          '<p>Read <a href="https://example.com/terms" onclick="steal()">the terms</a> <b>first</b></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a>'
        }
      />,
    );
    const link = await screen.findByRole('link', { name: 'the terms' });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).not.toHaveAttribute('onclick');
    expect(screen.getByText('first').tagName).toBe('B');
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad', { exact: false })).toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await setTestLanguage('zh-Hant-TW');
    try {
      render(<MessageBox type="error" message="儲存失敗" />);
      expect(screen.getByRole('alert')).toHaveTextContent('錯誤: 儲存失敗');
      expect(screen.getByRole('button', { name: '關閉訊息' })).toBeInTheDocument();
    } finally {
      await setTestLanguage('en');
    }
  });
});
