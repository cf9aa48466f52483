import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaceMap, formatCoordinates } from './PlaceMap';
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

describe('formatCoordinates', () => {
  it('uses hemispheres', () => {
    const t = (k: string) => ({ 'ui.map.north': 'N', 'ui.map.south': 'S', 'ui.map.east': 'E', 'ui.map.west': 'W' })[k]!;
    expect(formatCoordinates(-33.8568, 151.2153, 'en', t)).toBe('33.8568° S, 151.2153° E');
  });
});
