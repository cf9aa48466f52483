import { useTranslation } from 'page-singleton';
import { withCount, type SearchFilter } from 'shared';
import { NS } from '../../i18n';
import { hasFilter } from '../state/filterFlow';

const GROUPS: SearchFilter['type'][] = ['country', 'area', 'city', 'poi', 'tag', 'review'];

export interface FilterPanelProps {
  /** the facets of the current results (with counts) */
  facets: SearchFilter[];
  /** the checked filters (applied inline, selected in the drawer) */
  chosen: SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
  /** popular filters: shown first, as their own group (the same filters, checked with their type) */
  popular?: SearchFilter[];
  /** unique prefix for ids (the drawer and the page can both show a panel) */
  idPrefix: string;
}

/**
 * Facet checkboxes grouped by filter type, after the popular filters' own group; a chosen filter missing from the
 * facets still shows (count 0).
 */
export function FilterPanel({ facets, chosen, onToggle, idPrefix, popular = [] }: FilterPanelProps) {
  const { t, i18n } = useTranslation(NS);
  const all = [...facets, ...chosen.filter((c) => !hasFilter(facets, c))];
  if (all.length === 0 && popular.length === 0) return <p className="mfd-empty">{t('filter.none')}</p>;
  // a popular filter's count is the one of the current results when it is among them
  const countOf = (f: SearchFilter) => all.find((a) => a.type === f.type && a.placeId === f.placeId)?.count ?? f.count;
  return (
    <div className="mfd-filters">
      {popular.length > 0 && (
        <fieldset className="mfd-filters__group mfd-filters__group--popular">
          <legend>{t('filter.popular')}</legend>
          <ul>
            {popular.map((f) => {
              const id = `${idPrefix}-popular-${f.type}-${f.placeId}`;
              return (
                <li key={id}>
                  <input type="checkbox" id={id} checked={hasFilter(chosen, f)} onChange={() => onToggle(f)} />
                  <label htmlFor={id}>{withCount(f.value, countOf(f) ?? 0, i18n.language)}</label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
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
                    <label htmlFor={id}>{withCount(f.value, f.count ?? 0, i18n.language)}</label>
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
