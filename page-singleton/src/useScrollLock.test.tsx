import { render } from '@testing-library/react';
import { scrollLockCount, useScrollLock } from './useScrollLock';

function Lock({ on }: { on: boolean }) {
  useScrollLock(on);
  return null;
}

describe('useScrollLock', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('locks the body while locked and restores its own style after', () => {
    document.body.style.overflow = 'scroll';
    const { rerender, unmount } = render(<Lock on={false} />);
    expect(document.body.style.overflow).toBe('scroll');
    rerender(<Lock on />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Lock on={false} />);
    expect(document.body.style.overflow).toBe('scroll');
    unmount();
    expect(scrollLockCount()).toBe(0);
  });

  it('is reference counted: unlocks only when the last holder lets go', () => {
    const a = render(<Lock on />);
    const b = render(<Lock on />);
    expect(scrollLockCount()).toBe(2);
    a.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    b.unmount();
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
  });
});
