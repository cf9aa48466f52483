import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { AddAllView, type AddAllViewProps } from './AddAllView';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

const view = (props: Partial<AddAllViewProps>) =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AddAllView open={false} options={null} onToggle={jest.fn()} onChoose={jest.fn()} {...props} />
    </MemoryRouter>,
  );

describe('AddAllView', () => {
  it('a closed button that says what it does and opens the picker', async () => {
    const onToggle = jest.fn();
    view({ onToggle });
    const button = screen.getByRole('button', { name: 'Add all places of this video to a plan' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalled();
  });

  it('open: loading, then the plans and a new plan to choose from', async () => {
    const onChoose = jest.fn();
    const { rerender } = view({ open: true });
    expect(screen.getByRole('group', { name: 'Choose a plan for the places of this video' })).toHaveTextContent(
      'Loading…',
    );
    rerender(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AddAllView
          open
          options={[
            { id: 4, label: 'Taipei weekend' },
            { id: 'new', label: 'New plan named “Night markets”' },
          ]}
          onToggle={jest.fn()}
          onChoose={onChoose}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Taipei weekend' }));
    await userEvent.click(screen.getByRole('button', { name: 'New plan named “Night markets”' }));
    expect(onChoose.mock.calls).toEqual([[4], ['new']]);
  });

  it('reports what was added and skipped, with a link to the plan', () => {
    view({ result: { planId: 4, name: 'Taipei weekend', added: 3, skipped: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent('Added 3 places to Taipei weekend. 2 were already in it.');
    expect(screen.getByRole('link', { name: 'View plan' })).toHaveAttribute('href', '/my/plans/4');
  });

  it('nothing new, one place, a load error with retry, a video without places', async () => {
    const { unmount } = view({ result: { planId: 'guest', name: 'My to-go list', added: 0, skipped: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent('Every place of this video is already in My to-go list.');
    unmount();
    const one = view({ result: { planId: 'guest', name: 'My to-go list', added: 1, skipped: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 place to My to-go list.');
    expect(screen.getByRole('link', { name: 'View plan' })).toHaveAttribute('href', '/my/plans/guest');
    one.unmount();
    const onRetry = jest.fn();
    const err = view({ open: true, loadError: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    err.unmount();
    view({ open: true, noPlaces: true });
    expect(screen.getByText('This video has no places to add.')).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    view({ result: { planId: 4, name: '台北週末', added: 2, skipped: 1 } });
    expect(screen.getByRole('button', { name: '把這部影片的所有地點加入計畫' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已將 2 個地點加入「台北週末」。 有 1 個已在計畫中。');
  });
});
