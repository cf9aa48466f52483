import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { useEvent } from './useEvent';

describe('useEvent', () => {
  it('is the same function for the component’s life, and runs the latest render’s handler', () => {
    const seen: unknown[] = [];
    const effectRuns = jest.fn();
    let call: () => void = () => undefined;
    function Counter({ count }: { count: number }) {
      const report = useEvent(() => seen.push(count));
      useEffect(() => {
        effectRuns();
        call = report;
      }, [report]);
      return null;
    }
    const { rerender } = render(<Counter count={1} />);
    call();
    rerender(<Counter count={2} />);
    call();
    rerender(<Counter count={3} />);
    call();
    expect(seen).toEqual([1, 2, 3]);
    // the effect that lists it ran once: the function did not change
    expect(effectRuns).toHaveBeenCalledTimes(1);
  });

  it('passes its arguments and gives back what the handler answers', () => {
    let double: (n: number) => number = () => 0;
    function Doubler() {
      double = useEvent((n: number) => n * 2);
      return null;
    }
    render(<Doubler />);
    expect(double(21)).toBe(42);
  });
});
