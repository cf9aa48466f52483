import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { sampleExperiences, samplePlaces } from '../fixtures/homeData';
import { HomeView, type HomeViewProps } from './HomeView';

function renderHome(props: Partial<HomeViewProps> = {}) {
  const all: HomeViewProps = {
    experiences: { status: 'ready', data: sampleExperiences },
    places: { status: 'ready', data: samplePlaces },
    onRetryExperiences: jest.fn(),
    onRetryPlaces: jest.fn(),
    onSearch: jest.fn(),
    ...props,
  };
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <HomeView {...all} />
    </MemoryRouter>,
  );
  return all;
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('HomeView', () => {
  it('shows each featured experience as a card linking to its detail page', () => {
    renderHome();
    const link = screen.getByRole('link', { name: 'Shilin Night Market food tour Shilin / Taiwan' });
    expect(link).toHaveAttribute('href', '/experience/12--shilin-night-market-food-tour');
    const card = link.closest('article')!;
    expect(within(card).getByText('Shilin / Taiwan')).toBeInTheDocument();
    expect(within(card).getByText('15.3k views')).toBeInTheDocument();
    const img = within(link).getByRole('img', { name: 'Shilin / Taiwan' });
    expect(img.getAttribute('src')).toContain('abc123XYZ_0');
  });

  it('names each card link by what it shows, starting with its title, a poster of the place included', () => {
    renderHome();
    const videos = screen.getByRole('region', { name: 'Featured travel videos' });
    const cards = within(videos).getAllByRole('article');
    expect(cards).toHaveLength(sampleExperiences.length);
    for (const card of cards) {
      // the image fails to load: a poster writes the place and the country instead
      fireEvent.error(within(card).getByRole('img'));
      let name = '';
      const link = within(card).getByRole('link', { name: (accessibleName) => Boolean((name = accessibleName)) });
      expect(name.startsWith(within(link).getByRole('heading', { level: 3 }).textContent!)).toBe(true);
      // every piece of text the link shows is part of its name
      const shown = [...link.querySelectorAll('h3, .ti-thumb__title, .ti-thumb__subtitle')].map((n) => n.textContent!);
      for (const text of shown) expect(name).toContain(text);
    }
  });

  it('uses the singular for exactly one view and abbreviates millions', () => {
    renderHome();
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getByText('2.3m views')).toBeInTheDocument();
  });

  it("shows places with their 'area / country' label, linking to the place page", () => {
    renderHome();
    const places = screen.getByRole('region', { name: 'Places to explore' });
    expect(within(places).getByRole('link', { name: 'Taipei 101' })).toHaveAttribute('href', '/place/101--taipei-101');
    expect(within(places).getByText('Taipei / Taiwan')).toBeInTheDocument();
    expect(within(places).getByRole('link', { name: 'Kyoto' })).toHaveAttribute('href', '/place/55--kyoto');
    // a country has no label of its own
    expect(within(places).getByRole('link', { name: 'Japan' }).closest('article')!.querySelectorAll('p')).toHaveLength(
      0,
    );
  });

  it('shows a loading state for each section', () => {
    renderHome({ experiences: { status: 'loading' }, places: { status: 'loading' } });
    expect(screen.getByText('Loading travel videos…')).toBeInTheDocument();
    expect(screen.getByText('Loading places…')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows an empty state', () => {
    renderHome({ experiences: { status: 'ready', data: [] }, places: { status: 'ready', data: [] } });
    expect(screen.getByText('No travel videos to show yet. Come back soon.')).toBeInTheDocument();
    expect(screen.getByText('No places to show yet. Come back soon.')).toBeInTheDocument();
  });

  it('shows an error with Retry in the failed section only', async () => {
    const props = renderHome({ experiences: { status: 'error', message: 'The travel videos could not be loaded.' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The travel videos could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRetryExperiences).toHaveBeenCalledTimes(1);
    expect(props.onRetryPlaces).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Taipei 101' })).toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '找到你的下一趟旅程' })).toBeInTheDocument();
    expect(screen.getByText('1.5 萬次觀看')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜尋地點與影片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '搜尋' })).toBeInTheDocument();
  });

  it('opens with a search box: typing searches nothing, Enter or the button submits the term', async () => {
    const props = renderHome();
    const box = screen.getByRole('searchbox', { name: 'Search places and videos' });
    await userEvent.type(box, '  night market ');
    expect(props.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(props.onSearch).toHaveBeenLastCalledWith('night market');
    await userEvent.clear(box);
    await userEvent.type(box, '夜市');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(props.onSearch).toHaveBeenLastCalledWith('夜市');
  });
});
