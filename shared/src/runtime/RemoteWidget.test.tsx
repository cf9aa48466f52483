import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ParcelConfig } from 'single-spa';
import { NEAR_VIEWPORT_MARGIN, RemoteWidget } from './RemoteWidget';
import { setRemoteLoader } from './remoteLoader';
import { createParcel } from './parcel';
import type { ParcelProps } from './RemoteRoot';

function Greeting({ params, query }: ParcelProps) {
  return (
    <p>
      hello {params.who} from {query.from}
    </p>
  );
}

describe('RemoteWidget', () => {
  it('mounts the exposed parcel with params and query as props', async () => {
    const load = jest.fn(async () => createParcel(Greeting) as ParcelConfig);
    setRemoteLoader({ load, reset: jest.fn() });
    render(
      <MemoryRouter>
        <RemoteWidget remote="mf_discovery" module="HomePage" params={{ who: 'Ada' }} query={{ from: 'Taipei' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('hello Ada from Taipei')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_discovery', 'HomePage');
  });

  it('shows the fallback with Retry when the remote is down, and Retry loads it again', async () => {
    let up = false;
    const reset = jest.fn();
    setRemoteLoader({ load: async () => (up ? (createParcel(Greeting) as ParcelConfig) : null), reset });
    render(
      <MemoryRouter>
        <RemoteWidget remote="mf_discovery" module="HomePage" params={{ who: 'Bo' }} query={{ from: 'Tainan' }} />
      </MemoryRouter>,
    );
    const retry = await screen.findByRole('button', { name: '重試' });
    expect(screen.getByRole('alert')).toHaveTextContent('網站的這個部分無法載入');
    up = true;
    await userEvent.click(retry);
    expect(reset).toHaveBeenCalledWith('mf_discovery');
    expect(await screen.findByText('hello Bo from Tainan')).toBeInTheDocument();
  });

  it('a chunk that failed to load inside a parcel gets the friendly chunk message with Retry', async () => {
    function LazyBroken(): never {
      throw Object.assign(new Error('Loading chunk 42 failed.\n(timeout: http://localhost/42.js)'), {
        name: 'ChunkLoadError',
      });
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader({ load: async () => createParcel(LazyBroken) as ParcelConfig, reset: jest.fn() });
    render(
      <MemoryRouter>
        <RemoteWidget remote="mf_discovery" module="SearchPage" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('部分頁面載入失敗。請檢查網路連線後重試。');
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
  });

  it('a remote built for a newer page says so and offers to reload the page, not a Retry that cannot help', async () => {
    const refused = new Error(
      'Version 1.0.0 from shell of shared singleton module page-singleton does not satisfy the requirement of mf_discovery which needs ^1.1.0)',
    );
    setRemoteLoader({ load: async () => Promise.reject(refused), reset: jest.fn() });
    render(
      <MemoryRouter>
        <RemoteWidget remote="mf_discovery" module="HomePage" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '網站的這個部分已更新，需要較新版本的頁面。請重新載入頁面。',
    );
    expect(screen.getByRole('button', { name: '重新載入頁面' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重試' })).not.toBeInTheDocument();
  });

  it('a widget loaded near the viewport is fetched only once its place comes near the viewport', async () => {
    // the browser's IntersectionObserver, which jsdom lacks: here the test says when the place comes near
    const observed: { callback: IntersectionObserverCallback; margin?: string; element?: Element }[] = [];
    class BrowserObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, margin: options?.rootMargin });
      }
      observe(element: Element) {
        observed[observed.length - 1].element = element;
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: BrowserObserver });
    try {
      const load = jest.fn(async () => createParcel(Greeting) as ParcelConfig);
      setRemoteLoader({ load, reset: jest.fn() });
      render(
        <MemoryRouter>
          <RemoteWidget
            remote="mf_discovery"
            module="HomePage"
            params={{ who: 'Cy' }}
            query={{ from: 'Hualien' }}
            load="near-viewport"
          />
        </MemoryRouter>,
      );
      expect(observed).toHaveLength(1);
      expect(observed[0].margin).toBe(`${NEAR_VIEWPORT_MARGIN}px 0px`);
      const entry = (isIntersecting: boolean) =>
        [{ isIntersecting, target: observed[0].element }] as unknown as IntersectionObserverEntry[];
      act(() => observed[0].callback(entry(false), {} as IntersectionObserver));
      await act(async () => undefined);
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryByText(/hello/)).toBeNull();
      act(() => observed[0].callback(entry(true), {} as IntersectionObserver));
      expect(await screen.findByText('hello Cy from Hualien')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('renders nothing for a silent widget that cannot load', async () => {
    const load = jest.fn(async () => null);
    setRemoteLoader({ load, reset: jest.fn() });
    const { container } = render(
      <MemoryRouter>
        <RemoteWidget remote="mf_auth" module="LoginPopup" silent />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(load).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
