import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { emptySummary, samplePlace, sampleSummary, sampleVlogs } from '../fixtures/placeData';
import { PlaceView, type PlaceViewProps } from './PlaceView';

function renderPlace(props: Partial<PlaceViewProps> = {}) {
  const all: PlaceViewProps = {
    place: { status: 'ready', data: samplePlace },
    experiences: {
      status: 'ready',
      data: { items: sampleVlogs, total: 3, page: 1, maxPage: 1, loadingMore: false },
    },
    summary: { status: 'ready', data: sampleSummary },
    onRetryPlace: jest.fn(),
    onRetryExperiences: jest.fn(),
    onRetrySummary: jest.fn(),
    onMore: jest.fn(),
    mapKey: null,
    ...props,
  };
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PlaceView {...all} />
    </MemoryRouter>,
  );
  return all;
}

describe('PlaceView: photos, rating and vlog moments', () => {
  it('stays in its loading state until the summary is in, so photos and rating arriving move nothing below them', async () => {
    await act(() => setLanguage('en'));
    renderPlace({ summary: { status: 'loading' } });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Photos from travellers' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^at / })).toBeNull();
  });

  it('a summary that failed does not hold the page back: its error shows beside the vlogs', async () => {
    await act(() => setLanguage('en'));
    renderPlace({ summary: { status: 'error', message: 'The ratings could not be loaded.' } });
    expect(screen.getByRole('heading', { level: 1, name: samplePlace.place_name })).toBeTruthy();
    expect(screen.getAllByText('The ratings could not be loaded.').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^at / }).length).toBeGreaterThan(0);
  });

  it('names each photo by its description and author and links it to its post', async () => {
    await act(() => setLanguage('en'));
    renderPlace();
    const strip = screen.getByRole('list', { name: 'Photos from travellers' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/post/9', '/post/9', '/post/6', '/post/4', '/post/2']);
    expect(within(strip).getByRole('img', { name: 'The tower at dusk (photo by Mei)' })).toBeTruthy();
    expect(within(strip).getByRole('img', { name: 'Photo by Alex' })).toBeTruthy();
    expect(screen.getByText('The 5 newest of 23 photos.')).toBeTruthy();
  });

  it('writes the average and count, and a table row per star value with its count', async () => {
    await act(() => setLanguage('en'));
    renderPlace();
    const rating = screen.getByRole('region', { name: 'Ratings' });
    expect(within(rating).getByText('4.3 out of 5')).toBeTruthy();
    expect(within(rating).getByText('6 ratings')).toBeTruthy();
    const table = within(rating).getByRole('table', { name: 'Ratings by stars' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['5 stars3', '4 stars2', '3 stars0', '2 stars1', '1 star0']);
  });

  it('gives each vlog its moment, "at 4:10" for the place itself and the other place by name', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderPlace();
    const first = screen.getByRole('link', { name: `在 4:10（${sampleVlogs[0].title}）` });
    expect(first.textContent).toBe('在 4:10');
    expect(first.getAttribute('href')).toBe(`/experience/${sampleVlogs[0].id}--${sampleVlogs[0].slug}`);
    expect(screen.getByRole('link', { name: `在 1:02:05 出現Observatory（${sampleVlogs[2].title}）` })).toBeTruthy();
  });

  it('says so when nobody has rated or photographed the place', async () => {
    await act(() => setLanguage('en'));
    renderPlace({ summary: { status: 'ready', data: emptySummary } });
    expect(screen.getByText('No ratings yet.')).toBeTruthy();
    expect(screen.getByText('No photos of this place yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the summary’s error with a Retry in both sections', async () => {
    await act(() => setLanguage('en'));
    const props = renderPlace({ summary: { status: 'error', message: 'The ratings could not be loaded.' } });
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    act(() => retries[0].click());
    expect(props.onRetrySummary).toHaveBeenCalledTimes(1);
  });
});
