import { placeLabel } from './place';

describe('placeLabel', () => {
  it("is 'area / country' when both exist", () => {
    expect(placeLabel({ area: { id: 1, area_name: 'Taipei' }, country: { id: 2, country_name: 'Taiwan' } })).toBe(
      'Taipei / Taiwan',
    );
    expect(placeLabel({ area_name: '台北', country_name: '台灣' })).toBe('台北 / 台灣');
    expect(placeLabel('Sydney', 'Australia')).toBe('Sydney / Australia');
  });

  it('is whichever exists otherwise', () => {
    expect(placeLabel({ area: null, country: { id: 2, country_name: 'Japan' } })).toBe('Japan');
    expect(placeLabel({ area: { id: 1, area_name: 'Kyoto' }, country: null })).toBe('Kyoto');
    expect(placeLabel({ area: { id: 1, area_name: '  ' }, country: { id: 2, country_name: 'Japan' } })).toBe('Japan');
    expect(placeLabel(null, 'Japan')).toBe('Japan');
  });

  it('is empty when neither exists', () => {
    expect(placeLabel({})).toBe('');
    expect(placeLabel(null)).toBe('');
    expect(placeLabel({ area: null, country: null })).toBe('');
  });
});
