import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../i18n';
import { SaveToggle } from './SaveToggle';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('SaveToggle', () => {
  it('icon mode: a pressed-state toggle named after the place', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<SaveToggle saved={false} placeName="Taipei 101" onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Save Taipei 101 to inspiration' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<SaveToggle saved placeName="Taipei 101" onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Taipei 101 is saved to inspiration (remove)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Button mode shows a text label, in Chinese too', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    render(<SaveToggle saved={false} mode="Button" onToggle={jest.fn()} />);
    expect(screen.getByRole('button', { name: '收藏到靈感清單' })).toHaveTextContent('收藏');
  });
});
