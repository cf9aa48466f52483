import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { api, queryClient, setLanguage, sharedStore } from 'shared';
import '../i18n';
import { PlanActivity } from './PlanActivity';

const ana = { user_id: 2, display_name: 'Ana', profile_color: '#c0392b' };

beforeEach(async () => {
  await act(() => setLanguage('en'));
  jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    if (name !== 'getPlanActivity') throw new Error(`unexpected ${name}`);
    return {
      code: 200,
      data: [
        {
          version: 4,
          at: '2026-11-28T10:05:00Z',
          actor: ana,
          changes: [{ kind: 'move_stop', place_id: 7, place_name: 'Senso-ji', from_day: 0, to_day: 1 }],
        },
      ],
    };
  }) as never);
});
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

describe('PlanActivity', () => {
  it("lists the plan's changes from the API: who did what, when", async () => {
    render(
      <Provider store={sharedStore}>
        <PlanActivity planId={12} />
      </Provider>,
    );
    const list = await screen.findByRole('list');
    const line = within(list).getByRole('listitem');
    expect(within(line).getByText('Ana moved Senso-ji to day 2')).toBeInTheDocument();
    expect(line.querySelector('time')).toHaveAttribute('dateTime', '2026-11-28T10:05:00Z');
    expect(api.call).toHaveBeenCalledWith('getPlanActivity', expect.objectContaining({ params: { id: 12 } }));
  });
});
