import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { samplePlan } from '../../planner/components/samplePlan';
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
