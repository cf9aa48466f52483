import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../i18n';
import { StaticPageView } from './StaticPage';

beforeEach(async () => {
  await setLanguage('en');
});

describe('StaticPageView', () => {
  it('shows the title and the sanitised content with its headings', async () => {
    render(
      <StaticPageView
        onRetry={jest.fn()}
        state={{
          status: 'ready',
          page: { title: 'Terms and conditions', html: '<h2>Your account</h2><p>Keep it safe.</p><script>x</script>' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    // the content is shown once the sanitiser, fetched on demand, has cleaned it
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('Keep it safe.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows loading, then an error with a working Retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<StaticPageView onRetry={onRetry} state={{ status: 'loading' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<StaticPageView onRetry={onRetry} state={{ status: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
