import { bus } from './bus';

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: string[] = [];
    const off = bus.on('route:not-found', ({ path }) => seen.push(path));
    bus.emit('route:not-found', { path: '/a' });
    off();
    bus.emit('route:not-found', { path: '/b' });
    expect(seen).toEqual(['/a']);
  });

  it('is backed by window, so a second copy of the module still hears the first', () => {
    const heard = jest.fn();
    const listener = (e: Event) => heard((e as CustomEvent).detail);
    window.addEventListener('ti:drawer:open', listener);
    bus.emit('drawer:open', { drawer: 'planner', backToList: true });
    window.removeEventListener('ti:drawer:open', listener);
    expect(heard).toHaveBeenCalledWith({ drawer: 'planner', backToList: true });
  });

  it('keeps events apart by name', () => {
    const a = jest.fn();
    const off = bus.on('auth:signed-out', a);
    bus.emit('drawer:close', {});
    off();
    expect(a).not.toHaveBeenCalled();
  });
});
