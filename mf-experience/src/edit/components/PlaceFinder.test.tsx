import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared';
import '../../i18n';
import { PlaceFinder, type PlaceFinderProps } from './PlaceFinder';

function renderFinder(over: Partial<PlaceFinderProps>) {
  const props: PlaceFinderProps = {
    term: 'nowhere',
    onTermChange: jest.fn(),
    onSearch: jest.fn(),
    googleId: '',
    onGoogleIdChange: jest.fn(),
    onFindGoogle: jest.fn(),
    results: { status: 'ready', places: [] },
    onAdd: jest.fn(),
    googleEnabled: false,
    ...over,
  };
  render(<PlaceFinder {...props} />);
}

describe('PlaceFinder', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('without Google Places finds by name only, and its no-match hint does not offer a Google place id', () => {
    renderFinder({ googleEnabled: false });
    expect(screen.getByRole('status')).toHaveTextContent('No place matches. Try another name.');
    expect(screen.queryByRole('textbox', { name: /Google place id/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find by Google place id' })).not.toBeInTheDocument();
  });

  it('with Google Places offers the Google place id as well', () => {
    renderFinder({ googleEnabled: true });
    expect(screen.getByRole('status')).toHaveTextContent('No place matches. Try another name or a Google place id.');
    expect(screen.getByRole('button', { name: 'Find by Google place id' })).toBeInTheDocument();
  });

  it('says it in Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderFinder({ googleEnabled: false });
    expect(screen.getByRole('status')).toHaveTextContent('沒有符合的地點，請換個名稱試試。');
  });
});
