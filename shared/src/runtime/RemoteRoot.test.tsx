import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type Navigator } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { RemoteRoot } from './RemoteRoot';
import { loginStateAtom, sharedStore } from 'page-singleton';

function navigatorSpy(): Navigator & { push: jest.Mock } {
  return {
    createHref: (to: string | { pathname?: string }) => (typeof to === 'string' ? to : (to.pathname ?? '/')),
    go: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
  } as unknown as Navigator & { push: jest.Mock };
}

const location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

function Probe() {
  const loginState = useAtomValue(loginStateAtom);
  const { t } = useTranslation('common');
  return (
    <div>
      <Link to="/search?q=1">go</Link>
      <span>state:{loginState}</span>
      <span>{t('retry')}</span>
    </div>
  );
}

function Boom(): JSX.Element {
  throw new Error('boom');
}

describe('RemoteRoot', () => {
  it('links inside a parcel drive the navigator it was given (the shell router)', async () => {
    const nav = navigatorSpy();
    render(
      <RemoteRoot location={location} navigator={nav}>
        <Probe />
      </RemoteRoot>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(nav.push).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/search', search: '?q=1' }),
      undefined,
      expect.anything(),
    );
  });

  it('reads the shared store and the shared i18n', () => {
    sharedStore.set(loginStateAtom, 'logged-in');
    render(
      <RemoteRoot location={location} navigator={navigatorSpy()}>
        <Probe />
      </RemoteRoot>,
    );
    expect(screen.getByText('state:logged-in')).toBeInTheDocument();
    expect(screen.getByText('重試')).toBeInTheDocument();
  });

  describe('a crash inside the parcel', () => {
    // React reports every error a boundary catches on the console
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => (console.error as jest.Mock).mockRestore());
    const renderInRoot = (children: JSX.Element) =>
      render(
        <RemoteRoot location={location} navigator={navigatorSpy()}>
          {children}
        </RemoteRoot>,
      );

    it('stays inside, with a Retry button', () => {
      renderInRoot(<Boom />);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
    });

    it('Retry renders the parcel again', async () => {
      let broken = true;
      function Flaky() {
        if (broken) throw new Error('not yet');
        return <p>back again</p>;
      }
      renderInRoot(<Flaky />);
      expect(screen.queryByText('back again')).toBeNull();
      broken = false;
      await userEvent.click(screen.getByRole('button', { name: '重試' }));
      expect(screen.getByText('back again')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a chunk that failed to load gets its own message', () => {
      function LazyBroken(): never {
        throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
      }
      renderInRoot(<LazyBroken />);
      expect(screen.getByRole('alert')).toHaveTextContent('部分頁面載入失敗。請檢查網路連線後重試。');
    });
  });
});
