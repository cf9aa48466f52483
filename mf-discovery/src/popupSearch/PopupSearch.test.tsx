import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../i18n';
import { sampleExperiences, samplePlaces } from '../home/fixtures/homeData';
import { PopupSearchView, type PopupState } from './PopupSearch';

const ready: PopupState = {
  status: 'ready',
  total: 4,
  data: { places: samplePlaces.slice(0, 2), experiences: sampleExperiences.slice(0, 2) },
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function setup(state: PopupState = ready) {
  const onNavigate = jest.fn();
  const onClose = jest.fn();
  const onSubmit = jest.fn();
  function Harness() {
    const [term, setTerm] = useState('kyoto');
    return (
      <PopupSearchView
        term={term}
        state={state}
        onTermChange={setTerm}
        onSubmit={onSubmit}
        onNavigate={onNavigate}
        onClose={onClose}
      />
    );
  }
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Harness />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onNavigate, onClose, onSubmit, box: screen.getByRole('combobox', { name: 'Search places and videos' }) };
}

describe('PopupSearchView keyboard (combobox + listbox)', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('ArrowDown / ArrowUp move the active option, wrapping, with aria-activedescendant', async () => {
    const { box } = setup();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Suggestions' }).id);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3].id);
    // typing keeps the focus in the box
    expect(box).toHaveFocus();
  });

  it('Enter opens the active option; without one it searches', async () => {
    const { box, onNavigate, onSubmit } = setup();
    box.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toMatch(
      new RegExp(`^/place/${samplePlaces[1].id}--`),
    );
  });

  it('groups places and videos; Escape closes', async () => {
    const { box, onClose } = setup();
    expect(screen.getByRole('group', { name: 'Places' }).querySelectorAll('[role="option"]')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Travel videos' }).querySelectorAll('[role="option"]')).toHaveLength(2);
    box.focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with nothing found the box is collapsed and arrows do nothing', async () => {
    const { box } = setup({ status: 'ready', total: 0, data: { places: [], experiences: [] } });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
