import { act, render } from '@testing-library/react';
import { afterNextPaint, useAfterFirstPaint } from './useAfterFirstPaint';

describe('useAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
  /** The browser draws a frame: the animation-frame callbacks run, then (after the paint) the tasks they queued. */
  const paintFrame = () =>
    act(() => {
      const now = frames.splice(0);
      now.forEach((cb) => cb(0));
      jest.runOnlyPendingTimers();
    });

  it('is false in the first render and until a frame is painted, then true and stays so', () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useAfterFirstPaint());
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seen).toEqual([false, false]);
    // an animation frame alone is not the paint: the task it queues runs after the paint
    act(() => frames.splice(0).forEach((cb) => cb(0)));
    expect(seen.at(-1)).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(seen.at(-1)).toBe(true);
    rerender(<Probe />);
    paintFrame();
    expect(seen.at(-1)).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('a component gone before the paint gives its frame back', () => {
    function Probe() {
      useAfterFirstPaint();
      return null;
    }
    const { unmount } = render(<Probe />);
    expect(frames).toHaveLength(1);
    unmount();
    expect(window.cancelAnimationFrame).toHaveBeenCalledWith(1);
  });

  it('afterNextPaint: cancelled before the frame or between the frame and the paint, it never runs', () => {
    const fn = jest.fn();
    afterNextPaint(fn)();
    paintFrame();
    const cancel = afterNextPaint(fn);
    frames.splice(0).forEach((cb) => cb(0));
    cancel();
    jest.runOnlyPendingTimers();
    expect(fn).not.toHaveBeenCalled();
    afterNextPaint(fn);
    paintFrame();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
