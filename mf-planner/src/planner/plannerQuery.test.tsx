import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { usePlannerQuery } from './PlannerPage';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {children}
    </MemoryRouter>
  );
  return renderHook(() => ({ query: usePlannerQuery(), location: useLocation() }), { wrapper });
}

describe("the planner page's address: the day shown and the print view", () => {
  it('reads the day (from 1) and the print view from the address, and writes them back into it', () => {
    const { result } = setup('/my/plans/7?day=2');
    expect(result.current.query).toMatchObject({ shownDay: 1, printing: false });

    act(() => result.current.query.setShownDay(0));
    expect(result.current.location.search).toBe('?day=1');
    act(() => result.current.query.setPrinting(true));
    expect(result.current.location.search).toBe('?day=1&view=print');
    expect(result.current.query).toMatchObject({ shownDay: 0, printing: true });
    act(() => result.current.query.setPrinting(false));
    act(() => result.current.query.setShownDay(null));
    expect(result.current.location.search).toBe('');
    expect(result.current.query).toMatchObject({ shownDay: null, printing: false });
  });

  it('a day that is no day is the whole trip', () => {
    for (const url of ['/my/plans/7?day=0', '/my/plans/7?day=x', '/my/plans/7?day=1.5', '/my/plans/7'])
      expect(setup(url).result.current.query.shownDay).toBeNull();
  });
});
