import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { readySaved, sampleFacets, sampleFilterState, samplePlaceLinks } from '../fixtures';
import { emptySaved } from '../state/searchStore';
import { SearchView, type SearchViewProps } from './SearchView';

function renderView(over: Partial<SearchViewProps> = {}) {
  const props: SearchViewProps = {
    title: 'Search travel videos',
    filterState: sampleFilterState,
    saved: readySaved,
    places: [],
    onSubmitTerm: jest.fn(),
    onTypeChange: jest.fn(),
    onModeChange: jest.fn(),
    onToggle: jest.fn(),
    onReset: jest.fn(),
    onOpenFilters: jest.fn(),
    onMore: jest.fn(),
    onRetry: jest.fn(),
    ...over,
  };
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SearchView {...props} />
    </MemoryRouter>,
  );
  return props;
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('SearchView', () => {
  it('shows the count for the term, the results and more pages', async () => {
    const props = renderView();
    expect(screen.getByRole('heading', { level: 2, name: '27 results for “night market”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shilin Night Market food tour Shilin / Taiwan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(props.onMore).toHaveBeenCalledTimes(1);
  });

  it('toggles an inline facet and submits a new term', async () => {
    const props = renderView();
    const refine = screen.getByRole('complementary', { name: 'Refine' });
    await userEvent.click(within(refine).getByRole('checkbox', { name: 'Taiwan (18)' }));
    expect(props.onToggle).toHaveBeenCalledWith(sampleFacets[0]);
    const box = screen.getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, '夜市{Enter}');
    expect(props.onSubmitTerm).toHaveBeenCalledWith('夜市');
  });

  it('lists applied filters as removable chips, with Reset', async () => {
    const props = renderView({
      filterState: { ...sampleFilterState, applied: [sampleFacets[4]], selected: [sampleFacets[4]] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Night Market' }));
    expect(props.onToggle).toHaveBeenCalledWith(sampleFacets[4]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(props.onReset).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('changing the type asks for the new type', async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Video titles and descriptions' }));
    expect(props.onTypeChange).toHaveBeenCalledWith(['experience']);
  });

  it('changing the order asks for it; the order shown is the applied one', async () => {
    const props = renderView({ filterState: { ...sampleFilterState, mode: 'latest' } });
    const order = screen.getByRole('combobox', { name: 'Sort by' });
    expect(order).toHaveValue('latest');
    await userEvent.selectOptions(order, 'Most watched');
    expect(props.onModeChange).toHaveBeenCalledWith('popular');
  });

  it('offers Reset for a type other than the default, without filters', () => {
    renderView({ filterState: { ...sampleFilterState, typeFilter: ['experience'] } });
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('shows the videos only together with the matching places, so the places never push them down', () => {
    renderView({ places: [], placesLoading: true });
    expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('link', { name: 'Shilin Night Market food tour Shilin / Taiwan' }),
    ).not.toBeInTheDocument();
  });

  it('lists the matching places above the videos', () => {
    renderView({ places: samplePlaceLinks });
    const places = screen.getByRole('region', { name: 'Matching places' });
    expect(within(places).getAllByRole('link')).toHaveLength(samplePlaceLinks.length);
    expect(screen.getByRole('link', { name: 'Shilin Night Market food tour Shilin / Taiwan' })).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    renderView({ saved: { ...emptySaved, status: 'loading' } });
    expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
  });

  it('empty results say so', () => {
    renderView({ saved: { ...readySaved, experiences: [], total: 0, maxPage: 0 } });
    expect(screen.getByText(/No travel videos match your search/)).toBeInTheDocument();
  });

  it('an error shows an alert with Retry', async () => {
    const props = renderView({ saved: { ...emptySaved, status: 'error', error: 'Search failed. Please try again.' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Search failed. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderView();
    expect(screen.getByRole('heading', { level: 2, name: '「night market」共有 27 筆結果' })).toBeInTheDocument();
  });
});
