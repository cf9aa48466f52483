import { Link, useTranslation } from 'page-singleton';
import type { FormEvent } from 'react';
import { Button, type Place, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { InsertAction } from '../../common/planOps';

/** "Add a place": one of the inspiration list's places not in the plan, at the end or before / after a stop. */
export function AddPlaceForm({
  plan,
  savedPlaces,
  busy,
  onInsert,
}: {
  plan: PlanWithPlaces;
  savedPlaces: Place[];
  busy: boolean;
  onInsert: (placeId: number, action: InsertAction, onPlaceId?: number | null) => void;
}) {
  const { t } = useTranslation(NS);
  const places = plan.plan_places;
  const inPlan = new Set(places.map((p) => p.id));
  const candidates = savedPlaces.filter((p) => !inPlan.has(p.id));

  const add = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const placeId = Number(data.get('place'));
    const where = String(data.get('where') ?? 'end');
    if (!placeId) return;
    if (where === 'end') onInsert(placeId, 'insert');
    else {
      const [action, on] = where.split(':');
      onInsert(placeId, action as InsertAction, Number(on));
    }
  };

  return (
    <form className="mfp-addform" onSubmit={add} aria-labelledby="mfp-add-title">
      <h2 id="mfp-add-title">{t('planner.add.title')}</h2>
      {candidates.length === 0 ? (
        <p className="mfp-hint">
          {t('planner.add.none')} <Link to="/search">{t('planner.add.search')}</Link>
        </p>
      ) : (
        <div className="mfp-row">
          <label>
            {t('planner.add.place')}
            <select name="place" className="mfp-select">
              {candidates.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.place_name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('planner.add.where')}
            <select name="where" className="mfp-select" defaultValue="end">
              <option value="end">{t('planner.add.end')}</option>
              {places.map((pp) => (
                <option key={`b${pp.id}`} value={`insert_before:${pp.id}`}>
                  {t('planner.add.before', { name: pp.place.place_name })}
                </option>
              ))}
              {places.map((pp) => (
                <option key={`a${pp.id}`} value={`insert_after:${pp.id}`}>
                  {t('planner.add.after', { name: pp.place.place_name })}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" loading={busy}>
            {t('planner.add.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
