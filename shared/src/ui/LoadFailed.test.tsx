import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './LoadFailed';
import { setTestLanguage } from './testUtils';

afterAll(() => setTestLanguage('en'));

describe('LoadFailed', () => {
  it('announces why at once and asks again on Retry, in English and Traditional Chinese', async () => {
    await setTestLanguage('en');
    const onRetry = jest.fn();
    const { rerender } = render(<LoadFailed message="The videos could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The videos could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    await setTestLanguage('zh-Hant-TW');
    rerender(<LoadFailed message="無法載入影片。" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('無法載入影片。');
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });

  it('without a way to retry: the message alone', async () => {
    await setTestLanguage('en');
    render(<LoadFailed message="This video is not yours to edit." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This video is not yours to edit.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
