import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ParcelConfig } from 'single-spa';
import { bus, createParcel, GUEST_PLAN_STORAGE_KEY, INSPIRATION_STORAGE_KEY, setRemoteLoader } from 'shared';
import { GuestMigrationOnDemand, LoginPopupOnDemand } from './BackgroundWidgets';

/** A stand-in exposed module: shows which module was mounted and the request it was handed. */
function Probe({ openRequest }: { openRequest?: { reason?: string } }) {
  return <p>mounted{openRequest ? ` with ${openRequest.reason ?? 'no reason'}` : ''}</p>;
}

function mount(widget: JSX.Element) {
  render(<MemoryRouter>{widget}</MemoryRouter>);
}

let load: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  load = jest.fn(async () => createParcel(Probe) as ParcelConfig);
  setRemoteLoader({ load, reset: jest.fn() });
});

describe('LoginPopupOnDemand', () => {
  it('fetches nothing until the first auth:open-login, then mounts the popup with that request', async () => {
    mount(<LoginPopupOnDemand />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    act(() => bus.emit('auth:open-login', { reason: 'to save it' }));
    expect(await screen.findByText('mounted with to save it')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_auth', 'LoginPopup');

    // later requests reach the mounted popup through the bus; the widget is not loaded again
    act(() => bus.emit('auth:open-login', { reason: 'again' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('GuestMigrationOnDemand', () => {
  it('a visitor with nothing stored loads no planner code', async () => {
    mount(<GuestMigrationOnDemand />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it('is mounted at start when the browser holds a guest plan', async () => {
    localStorage.setItem(GUEST_PLAN_STORAGE_KEY, JSON.stringify({ id: 'guest', plan_places: [{ id: 3 }] }));
    mount(<GuestMigrationOnDemand />);
    expect(await screen.findByText('mounted')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_planner', 'GuestMigration');
  });

  it('is mounted as soon as a guest saves a first place, before any sign-up', async () => {
    mount(<GuestMigrationOnDemand />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem(INSPIRATION_STORAGE_KEY, JSON.stringify([12]));
    act(() => bus.emit('inspiration:changed', { poiIds: [12] }));
    expect(await screen.findByText('mounted')).toBeInTheDocument();
  });
});
