import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type SearchFilter } from 'shared';
import '../../i18n';
import { sampleFacets } from '../fixtures';
import { FilterPanel } from './FilterPanel';

const tags = sampleFacets.filter((f) => f.type === 'tag');
const popular: SearchFilter[] = [
  { ...tags[0], count: 99 },
  { type: 'tag', value: 'Hot Springs', placeId: 777, count: 3 },
];

describe('FilterPanel popular filters', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the popular filters first as their own group, with the current counts, checked when chosen', () => {
    render(<FilterPanel facets={sampleFacets} chosen={[tags[0]]} popular={popular} onToggle={() => {}} idPrefix="t" />);
    const groups = screen.getAllByRole('group');
    expect(groups[0]).toHaveAccessibleName('Popular');
    const boxes = within(groups[0]).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    // the count of a popular filter among the results is the results' one (not the stale 99)
    expect(within(groups[0]).getByRole('checkbox', { name: `${tags[0].value} (${tags[0].count})` })).toBeChecked();
    expect(within(groups[0]).getByRole('checkbox', { name: 'Hot Springs (3)' })).not.toBeChecked();
    // the same filter in the Tags group is checked too
    expect(
      within(screen.getByRole('group', { name: 'Tags' })).getByRole('checkbox', {
        name: `${tags[0].value} (${tags[0].count})`,
      }),
    ).toBeChecked();
  });

  it('toggling a popular filter toggles that filter', async () => {
    const onToggle = jest.fn();
    render(<FilterPanel facets={sampleFacets} chosen={[]} popular={popular} onToggle={onToggle} idPrefix="t" />);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Popular' })).getByRole('checkbox', { name: 'Hot Springs (3)' }),
    );
    expect(onToggle).toHaveBeenCalledWith(popular[1]);
  });

  it('no popular group without popular filters; traditional Chinese legend', async () => {
    const { unmount } = render(<FilterPanel facets={sampleFacets} chosen={[]} onToggle={() => {}} idPrefix="t" />);
    expect(screen.queryByRole('group', { name: 'Popular' })).toBeNull();
    unmount();
    await act(() => setLanguage('zh-Hant-TW'));
    render(<FilterPanel facets={sampleFacets} chosen={[]} popular={popular} onToggle={() => {}} idPrefix="t" />);
    expect(screen.getAllByRole('group')[0]).toHaveAccessibleName('熱門');
  });
});

describe('FilterPanel in Traditional Chinese', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('writes each count in full-width parentheses', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    render(
      <FilterPanel facets={[{ ...sampleFacets[0], value: '台灣' }]} chosen={[]} onToggle={() => {}} idPrefix="t" />,
    );
    expect(screen.getByRole('checkbox', { name: '台灣（18）' })).toBeInTheDocument();
  });
});
