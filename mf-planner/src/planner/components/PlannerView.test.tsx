import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, type PlanWithPlaces } from 'shared';
import '../../i18n';
import { movePlace } from '../../common/planOps';
import { PlannerView, type PlannerViewProps } from './PlannerView';
import { samplePlan } from './samplePlan';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

function Harness(props: Partial<PlannerViewProps> & { initial?: PlanWithPlaces }) {
  const [plan, setPlan] = useState(props.initial ?? samplePlan);
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PlannerView
        plan={plan}
        status="ready"
        language="en"
        onMove={(id, to) => setPlan((p) => ({ ...p, plan_places: movePlace(p.plan_places, id, to) }))}
        onRemove={jest.fn()}
        onNoteChange={jest.fn()}
        onNotesSave={jest.fn()}
        onUpdate={jest.fn()}
        onInsert={jest.fn()}
        mapApiKey={null}
        {...props}
      />
    </MemoryRouter>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Places in this plan' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('PlannerView', () => {
  it('reorders with the keyboard (move buttons) and announces the move', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(names()).toEqual(['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street']);
    expect(screen.getByRole('button', { name: 'Move Taipei 101 up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Taipei 101 down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Shilin Night Market', 'Taipei 101', 'Jiufen Old Street']);
    expect(screen.getByText('Taipei 101 moved to position 2 of 3.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Move Jiufen Old Street up' }));
    expect(names()).toEqual(['Shilin Night Market', 'Jiufen Old Street', 'Taipei 101']);
  });

  it('keeps the focus on the moved stop: on the same button, or on the other one at the top or bottom', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Move Taipei 101 down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Shilin Night Market', 'Taipei 101', 'Jiufen Old Street']);
    expect(screen.getByRole('button', { name: 'Move Taipei 101 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Shilin Night Market', 'Jiufen Old Street', 'Taipei 101']);
    // last now: its ↓ is disabled, so ↑ has the focus
    expect(screen.getByRole('button', { name: 'Move Taipei 101 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Taipei 101 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Shilin Night Market', 'Taipei 101', 'Jiufen Old Street']);
    expect(screen.getByRole('button', { name: 'Move Taipei 101 up' })).toHaveFocus();
  });

  it('shows the distance to the next place (haversine) and the export links', () => {
    render(<Harness />);
    expect(screen.getByText('7.3 km to Shilin Night Market')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions in Google Maps' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/dir/?api=1'),
    );
    expect(screen.getByRole('button', { name: 'Download GPX' })).toBeInTheDocument();
    // no Maps key: the map falls back to an accessible list of the places
    expect(screen.getByRole('region', { name: 'Map of Taipei weekend' })).toBeInTheDocument();
  });

  it('inserts a saved place before another one', async () => {
    const user = userEvent.setup();
    const onInsert = jest.fn();
    render(
      <Harness
        onInsert={onInsert}
        savedPlaces={[{ ...samplePlan.plan_places[0].place, id: 99, place_name: 'Elephant Mountain' }]}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Before Shilin Night Market');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onInsert).toHaveBeenCalledWith(99, 'insert_before', samplePlan.plan_places[1].id);
  });

  it('removes a place; a stop note is passed on as typed and saved when its field is left', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    const onNoteChange = jest.fn();
    const onNotesSave = jest.fn();
    render(<Harness onRemove={onRemove} onNoteChange={onNoteChange} onNotesSave={onNotesSave} />);
    await user.click(screen.getByRole('button', { name: 'Remove Taipei 101 from the plan' }));
    expect(onRemove).toHaveBeenCalledWith(samplePlan.plan_places[0].id);
    await user.type(screen.getByRole('textbox', { name: 'Notes for Jiufen Old Street' }), 't');
    expect(onNoteChange).toHaveBeenLastCalledWith(samplePlan.plan_places[2].id, 't');
    expect(onNotesSave).not.toHaveBeenCalled();
    await user.tab();
    expect(onNotesSave).toHaveBeenCalledTimes(1);
  });

  it('shows the typed note over the stored one, with where its save stands', async () => {
    const onNotesSave = jest.fn();
    const [taipei, shilin] = samplePlan.plan_places;
    const { rerender } = render(
      <Harness noteDrafts={{ [shilin.id]: 'pepper buns' }} noteStatus={{ [shilin.id]: 'saving' }} />,
    );
    const field = screen.getByRole('textbox', { name: 'Notes for Shilin Night Market' });
    expect(field).toHaveValue('pepper buns');
    expect(screen.getByRole('textbox', { name: 'Notes for Taipei 101' })).toHaveValue(taipei.notes);
    expect(screen.getByText('Saving…')).toHaveAttribute('role', 'status');

    rerender(
      <Harness
        noteDrafts={{ [shilin.id]: 'pepper buns' }}
        noteStatus={{ [shilin.id]: 'error' }}
        onNotesSave={onNotesSave}
      />,
    );
    expect(field).toHaveValue('pepper buns');
    expect(screen.getByText('Not saved. Your note is kept here.')).toHaveAttribute('role', 'status');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Try again to save the note for Shilin Night Market' }));
    expect(onNotesSave).toHaveBeenCalled();

    rerender(<Harness noteStatus={{ [shilin.id]: 'saved' }} />);
    expect(screen.getByText('Saved')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Try again to save/ })).not.toBeInTheDocument();
  });

  it('guest plan: default name per language; empty state; error with retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<Harness initial={{ ...samplePlan, id: 'guest', plan_name: '', plan_places: [] }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My to-go list' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No places yet' })).toBeInTheDocument();
    rerender(<Harness status="error" onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
