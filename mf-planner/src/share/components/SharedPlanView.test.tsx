import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { sampleDays, samplePlan } from '../../planner/components/samplePlan';
import { everythingInView } from '../../../../shared/test/inView';
import { SharedPlanView, type SharedPlanViewProps } from './SharedPlanView';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

const view = (props: Partial<SharedPlanViewProps>) =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SharedPlanView plan={samplePlan} status="ready" language="en" mapApiKey={null} {...props} />
    </MemoryRouter>,
  );

describe('SharedPlanView (read-only)', () => {
  it('shows the places in order with notes and distances, and no editing control at all', () => {
    view({});
    expect(screen.getByRole('heading', { level: 1, name: 'Taipei weekend' })).toBeInTheDocument();
    expect(screen.getByText(/Only its owner can change it/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Places in this plan' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street']);
    expect(within(list).getByText('Sunset from the 89th floor')).toBeInTheDocument();
    expect(within(list).getByText(/km to Shilin Night Market/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions in Google Maps' })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps/dir'),
    );
    // the only buttons are the map list's (choosing a place on the map)
    expect(screen.queryByRole('button', { name: /move|remove|rename|add|save|share|delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download GPX' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("draws a plan with days on the planner's map: each day's stops numbered in its order, in its colour", async () => {
    // the map's place is in view at once, so the open map loads
    const restore = everythingInView();
    try {
      const { container } = view({ itinerary: sampleDays });
      const map = screen.getByRole('region', { name: 'Map of Taipei weekend' });
      const pins = await within(map).findAllByRole('button', { name: /^Stop \d/ });
      expect(pins.map((p) => [p.getAttribute('aria-label'), p.textContent])).toEqual([
        ['Stop 1: Taipei 101', '1'],
        ['Stop 2: Shilin Night Market', '2'],
        ['Stop 1: Jiufen Old Street', '1'],
      ]);
      const colour = (p: HTMLElement) => p.style.getPropertyValue('--ti-pin-colour');
      expect(colour(pins[1])).toBe(colour(pins[0]));
      expect(colour(pins[2])).not.toBe(colour(pins[0]));
      expect(container.querySelectorAll('path.ti-open-map__route')).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it("shows the plan's days with their times and legs, read-only, when it has days", () => {
    view({ itinerary: { ...sampleDays, days: [sampleDays.days[0], { ...sampleDays.days[1], name: '' }] } });
    expect(screen.queryByRole('list', { name: 'Places in this plan' })).not.toBeInTheDocument();
    const city = screen.getByRole('region', { name: 'Day 1: City' });
    const second = screen.getByRole('region', { name: 'Day 2' });
    expect(within(city).getByText('Sat, Dec 5')).toBeInTheDocument();
    expect(
      within(city)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Taipei 101', 'Shilin Night Market']);
    // the plan's own zone (Asia/Taipei), whatever the reader's, and the page says so
    expect(screen.getByText('Times are in the Asia/Taipei time zone.')).toBeInTheDocument();
    expect(within(city).getByText(/^Arrive 09:00 · leave 11:00/)).toBeInTheDocument();
    expect(within(city).getByText(/^Public transport .* to Shilin Night Market/)).toHaveTextContent('estimate');
    expect(within(city).getByText('Sunset from the 89th floor')).toBeInTheDocument();
    expect(within(second).getByText(/^Arrive 10:00 · leave 13:00/)).toBeInTheDocument();
    // nothing to change
    expect(
      screen.queryByRole('button', { name: /move|remove|rename|add|save|share|delete|optimise|undo/i }),
    ).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Start time/)).not.toBeInTheDocument();
  });

  it('a plan without a zone of its own is read on the reader’s clock, and says which (in Chinese too)', async () => {
    view({ itinerary: { ...sampleDays, time_zone: null }, timeZone: 'Europe/Paris' });
    expect(screen.getByText('Times are in your time zone (Europe/Paris).')).toBeInTheDocument();
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByText('時間皆以您所在的時區（Europe/Paris）為準。')).toBeInTheDocument();
  });

  it('a plan whose itinerary has no days is its one list', () => {
    view({ itinerary: { ...sampleDays, days: [], unscheduled: [11, 12, 13] } });
    expect(screen.getByRole('list', { name: 'Places in this plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Day 1/ })).not.toBeInTheDocument();
  });

  it('a revoked or unknown link: not available, with a way on', () => {
    view({ plan: null, status: 'not-found' });
    expect(screen.getByRole('heading', { name: 'This shared plan is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover places' })).toHaveAttribute('href', '/');
  });

  it('loading, error with retry, and an empty plan', async () => {
    const onRetry = jest.fn();
    const { unmount } = view({ plan: null, status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();
    const err = view({ plan: null, status: 'error', onRetry });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalled();
    err.unmount();
    view({ plan: { ...samplePlan, plan_places: [] } });
    expect(screen.getByText('This plan has no places yet.')).toBeInTheDocument();
  });
});
