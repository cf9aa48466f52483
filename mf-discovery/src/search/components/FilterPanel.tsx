import { useTranslation } from 'react-i18next';
import type { SearchFilter } from 'shared';
import { NS } from '../../i18n';
import { hasFilter } from '../state/filterFlow';

const GROUPS: SearchFilter['type'][] = ['country', 'area', 'city', 'poi', 'tag', 'review'];

export interface FilterPanelProps {
  /** the facets of the current results (with counts) */
  facets: SearchFilter[];
  /** the checked filters (applied inline, selected in the drawer) */
  chosen: SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
  /** unique prefix for ids (the drawer and the page can both show a panel) */
  idPrefix: string;
}

/** Facet checkboxes grouped by filter type; a chosen filter missing from the facets still shows (count 0). */
export function FilterPanel({ facets, chosen, onToggle, idPrefix }: FilterPanelProps) {
  const { t } = useTranslation(NS);
  const all = [...facets, ...chosen.filter((c) => !hasFilter(facets, c))];
  if (all.length === 0) return <p className="mfd-empty">{t('filter.none')}</p>;
  return (
    <div className="mfd-filters">
      {GROUPS.map((type) => {
        const items = all.filter((f) => f.type === type);
        if (items.length === 0) return null;
        return (
          <fieldset key={type} className="mfd-filters__group">
            <legend>{t(`filter.groups.${type}`)}</legend>
            <ul>
              {items.map((f) => {
                const id = `${idPrefix}-${f.type}-${f.placeId}`;
                return (
                  <li key={id}>
                    <input type="checkbox" id={id} checked={hasFilter(chosen, f)} onChange={() => onToggle(f)} />
                    <label htmlFor={id}>{t('filter.option', { name: f.value, count: f.count ?? 0 })}</label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
