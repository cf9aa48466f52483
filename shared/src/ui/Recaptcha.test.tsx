import { act, fireEvent, render, screen } from '@testing-library/react';
import { Recaptcha } from './Recaptcha';
import { setTestLanguage } from './testUtils';

type Win = { grecaptcha?: unknown };
interface RenderOpts {
  sitekey: string;
  hl?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
}

const rendered: { el: HTMLElement; opts: RenderOpts }[] = [];
const reset = jest.fn();

beforeEach(async () => {
  rendered.length = 0;
  reset.mockClear();
  await setTestLanguage('en');
});
afterEach(() => {
  delete (window as Win).grecaptcha;
  document.head.querySelectorAll('script[src*="recaptcha"]').forEach((s) => s.remove());
});

/** Google's script already on the page (a stand-in): the widget renders through it, no script is added. */
function standIn() {
  (window as Win).grecaptcha = {
    render: (el: HTMLElement, opts: RenderOpts) => {
      rendered.push({ el, opts });
      return rendered.length;
    },
    reset,
  };
}

describe('Recaptcha', () => {
  it('renders the checkbox with the site key in the interface language and reports tokens', async () => {
    standIn();
    const onToken = jest.fn();
    const { rerender } = render(<Recaptcha siteKey="site-1" onToken={onToken} />);
    expect(screen.getByRole('group', { name: 'Robot check' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(rendered).toHaveLength(1);
    expect(rendered[0].opts).toMatchObject({ sitekey: 'site-1', hl: 'en' });
    act(() => rendered[0].opts.callback('token-a'));
    expect(onToken).toHaveBeenLastCalledWith('token-a');
    act(() => rendered[0].opts['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith('');
    // a new resetKey resets that widget
    rerender(<Recaptcha siteKey="site-1" onToken={onToken} resetKey={1} />);
    expect(reset).toHaveBeenCalledWith(1);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('switching language renders again, in Chinese, into a fresh element', async () => {
    standIn();
    render(<Recaptcha siteKey="site-1" onToken={jest.fn()} />);
    await act(async () => undefined);
    await act(() => setTestLanguage('zh-Hant-TW'));
    await act(async () => undefined);
    expect(rendered.map((r) => r.opts.hl)).toEqual(['en', 'zh-TW']);
    expect(rendered[1].el).not.toBe(rendered[0].el);
    expect(screen.getByRole('group', { name: '機器人驗證' })).toBeInTheDocument();
  });

  it('says so in place when Google’s script cannot be loaded', async () => {
    render(<Recaptcha siteKey="site-1" onToken={jest.fn()} />);
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!;
    expect(script.src).toContain('render=explicit');
    act(() => fireEvent.error(script));
    expect(await screen.findByRole('alert')).toHaveTextContent('The robot check could not be loaded');
  });
});
