import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { bus, setLanguage, sharedStore } from 'shared';
import '../i18n';
import { PlansPage } from './PlansPage';

beforeEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('en'));
});

function renderPage() {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Provider store={sharedStore}>
        <PlansPage />
      </Provider>
    </MemoryRouter>,
  );
}

describe('PlansPage', () => {
  it("reads the plan from storage key 'plan' and follows language switches", async () => {
    localStorage.setItem(
      'plan',
      JSON.stringify({ id: 'guest', plan_name: '', notes: '', plan_places: [{ id: 4, type: 'poi', notes: '' }] }),
    );
    renderPage();
    expect(screen.getByRole('link', { name: 'My to-go list' })).toBeInTheDocument();
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByRole('link', { name: '我的計畫' })).toBeInTheDocument();
  });

  it('survives bad JSON in storage (empty state)', () => {
    localStorage.setItem('plan', '{oops');
    renderPage();
    expect(screen.getByRole('heading', { name: 'No plan yet' })).toBeInTheDocument();
  });

  it('refreshes when the guest plan changes', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'No plan yet' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem('plan', JSON.stringify({ plan_name: 'Trip', notes: '', plan_places: [] }));
      bus.emit('plan:changed', { planId: 'guest' });
    });
    expect(screen.getByRole('link', { name: 'Trip' })).toBeInTheDocument();
    expect(screen.getByText('0 places')).toBeInTheDocument();
  });
});
