import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { sampleExperience } from '../fixtures/experience';
import { MapPanel } from './MapPanel';

// A stand-in for the Maps JavaScript API already on the page: the loader then uses it instead of adding the
// real script (no network), and the map draws its markers through it.
const markers: { title: string; click: () => void }[] = [];
const maps = {
  version: 'test',
  Map: jest.fn(function Map() {
    return { fitBounds: jest.fn(), setCenter: jest.fn(), setZoom: jest.fn() };
  }),
  Marker: jest.fn(function Marker(opts: { title: string }) {
    const m: { title: string; click: () => void } = { title: opts.title, click: () => undefined };
    markers.push(m);
    return {
      setMap: jest.fn(),
      setZIndex: jest.fn(),
      addListener: (_: string, fn: () => void) => {
        m.click = fn;
      },
    };
  }),
  LatLngBounds: jest.fn(function LatLngBounds() {
    return { extend: jest.fn() };
  }),
};

beforeEach(async () => {
  markers.length = 0;
  await act(() => setLanguage('en'));
});
afterEach(() => {
  delete (window as { google?: unknown }).google;
});

const places = sampleExperience.places;
const inRouter = (ui: ReactElement) =>
  render(<MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>);

describe('MapPanel', () => {
  it('with a Maps key shows the map and ONE list of places, the timestamped one', async () => {
    (window as { google?: unknown }).google = { maps };
    // the loader warns that Maps is "already loaded outside" it: expected with the stand-in
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onChoose = jest.fn();
    const { container } = inRouter(
      <MapPanel places={places} currentIndex={-1} onChoose={onChoose} mapsKey="fake-browser-key" />,
    );
    await screen.findByRole('region', { name: 'Places on the map' });
    // the loader resolves over several ticks: a busy machine may need more than one
    await waitFor(() => expect(maps.Map).toHaveBeenCalled());
    warn.mockRestore();
    expect(container.querySelector('.ti-place-map__canvas')).not.toBeNull();
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(container.querySelector('.ti-place-map__list')).toBeNull();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    // a marker chooses the place in the timestamped list (plays from its time)
    expect(markers.length).toBeGreaterThan(0);
    act(() => markers[markers.length - 1].click());
    expect(onChoose).toHaveBeenCalledWith(places.length - 1);
  });

  it('without a Google key shows one accessible, timestamped list beside the open map', async () => {
    const onChoose = jest.fn();
    inRouter(<MapPanel places={places} currentIndex={-1} onChoose={onChoose} />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getByText(/Choose a place to jump to it in the video/)).toBeInTheDocument();
    const list = screen.getByRole('list');
    const buttons = within(list).getAllByRole('button', { name: /^Play from/ });
    expect(buttons).toHaveLength(places.length);
    await userEvent.click(buttons[0]);
    expect(onChoose).toHaveBeenCalledWith(0);
  });
});
