import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaceMap, formatCoordinates } from './PlaceMap';
import { everythingInView } from '../../test/inView';
import { setTestLanguage } from './testUtils';

const places = [
  { id: 1, name: 'Taipei 101', lat: 25.034, lng: 121.5645 },
  { id: 2, name: 'Golden Gate Bridge', lat: 37.8199, lng: -122.4783 },
  { id: 3, name: 'Somewhere', lat: null, lng: null },
];

describe('PlaceMap without a maps key', () => {
  beforeEach(() => setTestLanguage('en'));

  it('is the open map’s place with an accessible list beside it: coordinates and Google Maps links', () => {
    const { container } = render(<PlaceMap places={places} apiKey={null} label="Map of Taipei" />);
    const region = screen.getByRole('region', { name: 'Map of Taipei' });
    const list = within(region).getByRole('list', { name: 'Places on the map' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('25.0340° N, 121.5645° E')).toBeInTheDocument();
    expect(within(list).getByText('37.8199° N, 122.4783° W')).toBeInTheDocument();
    expect(within(list).getByText('No location')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Taipei 101 in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=25.034%2C121.5645',
    );
    expect(screen.queryByRole('link', { name: /Somewhere/ })).toBeNull();
    // the open map (loaded when its place is in view) goes before the list, never instead of it
    expect(container.querySelector('.ti-place-map__slot + .ti-place-map__list')).not.toBeNull();
  });

  it('marks the selected place and lets the user choose one', async () => {
    const onSelect = jest.fn();
    render(<PlaceMap places={places} apiKey={null} selectedId={2} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Show Golden Gate Bridge' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show Taipei 101' }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('speaks Traditional Chinese', async () => {
    await setTestLanguage('zh-Hant-TW');
    render(<PlaceMap places={places.slice(0, 1)} apiKey={null} />);
    expect(screen.getByRole('region', { name: '地圖' })).toBeInTheDocument();
    expect(screen.getByText('北緯 25.0340°，東經 121.5645°')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在 Google 地圖開啟「Taipei 101」' })).toBeInTheDocument();
  });
});

describe('the open map with no tile source (MAP_TILE_URL=none: GET /app hands out no tile URL), in view', () => {
  // the map's place is in view at once, so the open map loads
  let restore: () => void;
  beforeEach(() => {
    setTestLanguage('en');
    restore = everythingInView();
  });
  afterEach(() => restore());

  it('draws the pins on a plain ground with no tile and no credit, the list beside it, and a pin still chooses', async () => {
    const onSelect = jest.fn();
    const { container } = render(
      <PlaceMap places={places} apiKey={null} tiles={{ url: null }} selectedId={1} onSelect={onSelect} label="Map" />,
    );
    const region = screen.getByRole('region', { name: 'Map' });
    const map = await waitFor(() => {
      const canvas = container.querySelector<HTMLElement>('.ti-open-map');
      expect(canvas).not.toBeNull();
      return canvas!;
    });
    expect(map).toHaveAttribute('data-tiles', 'off');
    // the two located places are pins (the one without coordinates is in the list only)
    const pins = await within(map).findAllByRole('button', { name: /^Show / });
    expect(pins.map((p) => p.getAttribute('aria-label'))).toEqual(['Show Taipei 101', 'Show Golden Gate Bridge']);
    expect(map.querySelector('img.leaflet-tile')).toBeNull();
    expect(map.querySelector('.leaflet-control-attribution')).toBeNull();
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    // the list stays: every place, its coordinates and its Google Maps link
    const list = within(region).getByRole('list', { name: 'Places on the map' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Open Taipei 101 in Google Maps' })).toBeInTheDocument();
    await userEvent.click(within(map).getByRole('button', { name: 'Show Golden Gate Bridge' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('keeps its pins when the tile source arrives after the map (GET /app answering late)', async () => {
    const props = { places, apiKey: null, label: 'Map' } as const;
    const { container, rerender } = render(<PlaceMap {...props} tiles={{ url: null }} />);
    await waitFor(() => expect(container.querySelectorAll('.ti-open-map__pin')).toHaveLength(2));
    rerender(<PlaceMap {...props} tiles={{ url: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }} />);
    await waitFor(() => expect(container.querySelector('.ti-open-map')).toHaveAttribute('data-tiles', 'on'));
    expect(container.querySelectorAll('.ti-open-map__pin')).toHaveLength(2);
  });

  it('draws a leg along the roads solid and a leg no road makes dashed', async () => {
    const taipei: [number, number] = [25.034, 121.5645];
    const shilin: [number, number] = [25.0881, 121.5241];
    const naha: [number, number] = [26.2124, 127.6809];
    const { container } = render(
      <PlaceMap
        places={places.slice(0, 1)}
        apiKey={null}
        tiles={{ url: null }}
        lines={[
          { key: 'road', colour: '#1d5fbf', points: [taipei, [25.06, 121.55], shilin], alongRoads: true },
          { key: 'sea', colour: '#1d5fbf', points: [shilin, naha], noRoute: true },
        ]}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('path.ti-open-map__route')).toHaveLength(2));
    const road = container.querySelector('path.ti-open-map__route--roads')!;
    const sea = container.querySelector('path.ti-open-map__route--none')!;
    expect(road).not.toHaveAttribute('stroke-dasharray');
    expect(road).not.toHaveClass('ti-open-map__route--none');
    expect(sea).toHaveAttribute('stroke-dasharray', '2 10');
    expect(sea).toHaveAttribute('data-points', '2');
  });
});

describe('formatCoordinates', () => {
  it('uses hemispheres', () => {
    const t = (k: string) => ({ 'ui.map.north': 'N', 'ui.map.south': 'S', 'ui.map.east': 'E', 'ui.map.west': 'W' })[k]!;
    expect(formatCoordinates(-33.8568, 151.2153, 'en', t)).toBe('33.8568° S, 151.2153° E');
  });
});
