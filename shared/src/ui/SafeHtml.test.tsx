import { render, screen } from '@testing-library/react';
import { loadedSanitizer } from './sanitizeHtml';
import { MessageBox } from './MessageBox';
import { SafeHtml } from './SafeHtml';
import { setTestLanguage } from './testUtils';

beforeAll(() => setTestLanguage('en'));

/** Lets every pending promise (a dynamic import included) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// one file, in order: the sanitiser's module state is what is being tested, and Jest gives each file its own
describe('SafeHtml', () => {
  it('does not fetch the sanitiser while there is no html to clean', async () => {
    render(<MessageBox message="Saved." />);
    render(<SafeHtml html="" className="empty" />);
    await settle();
    expect(loadedSanitizer()).toBeNull();
    expect(document.querySelector('.empty')).toBeNull();
  });

  it('shows nothing until the sanitiser is there, then only the clean html', async () => {
    const { container } = render(
      <SafeHtml
        className="rich"
        html={'<h2>Terms</h2><b>bold</b><img src=x onerror="alert(1)"><script>x()</script>'}
      />,
    );
    expect(container.querySelector('.rich')).toBeNull();
    expect(await screen.findByText('bold')).toHaveProperty('tagName', 'B');
    expect(container.querySelector('.rich')?.innerHTML).toBe('Terms<b>bold</b>');
  });

  it('once loaded, cleans at once, keeping headings when asked', () => {
    const { container } = render(<SafeHtml className="doc" html="<h2>Terms</h2><p>Text</p>" headings />);
    expect(container.querySelector('.doc')?.innerHTML).toBe('<h2>Terms</h2><p>Text</p>');
  });
});
