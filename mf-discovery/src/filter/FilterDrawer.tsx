import { useTranslation } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button, useApiQuery, type SearchFilter } from 'shared';
import { NS } from '../i18n';
import {
  FilterPanel,
  dispatchAtom,
  experienceSearchQuery,
  filterStateAtom,
  sameFilter,
  useSearchNavigation,
  useSearchResults,
} from '../search';
import '../common/search.css';

export interface FilterDrawerProps {
  closeDrawer?: () => void;
}

/**
 * The filter drawer content: checking a filter SELECTS it and asks for a count ("Show N results"),
 * Apply copies the selection to the applied filters and searches, Cancel puts the applied ones back, Reset
 * clears everything. Works on the search page's state (shared atoms) and its results (the same cached answer);
 * Apply and Reset are steps in the address, as on the page.
 */
export function FilterDrawer({ closeDrawer }: FilterDrawerProps) {
  const { t } = useTranslation(NS);
  const state = useAtomValue(filterStateAtom);
  const { results } = useSearchResults(state);
  // a selection other than the applied filters is counted (each selection's count is cached too)
  const choosing = !sameFilters(state.selected, state.applied);
  const counted = useApiQuery('searchExperiences', t('filter.applyUnknown'), {
    args: { query: experienceSearchQuery(state, state.selected, { page: 1, onlyCount: true }) },
    enabled: choosing,
    select: (r) => r.result?.total ?? 0,
  });
  const countLoading = choosing && counted.state.status === 'loading';
  const dispatch = useSetAtom(dispatchAtom);
  const { change } = useSearchNavigation();
  const applied = useRef(false);
  const close = () => closeDrawer?.();
  // closing the drawer any other way (×, Esc, outside) is a Cancel
  useEffect(
    () => () => {
      if (!applied.current) void dispatch({ type: 'cancel' });
    },
    [dispatch],
  );
  const count = choosing
    ? counted.state.status === 'ready'
      ? counted.state.data
      : null
    : results.status === 'ready'
      ? results.total
      : null;
  return (
    <div className="mfd-filter-drawer" aria-label={t('filter.title')} role="group">
      <FilterPanel
        facets={results.filters}
        chosen={state.selected}
        popular={state.popular}
        onToggle={(filter) => void dispatch({ type: 'select', filter })}
        idPrefix="mfd-drawer"
      />
      <div className="mfd-filter-drawer__actions">
        <Button
          onClick={() => {
            applied.current = true;
            change({ type: 'apply' });
            close();
          }}
          aria-busy={countLoading || undefined}
        >
          {countLoading
            ? t('filter.counting')
            : count === null
              ? t('filter.applyUnknown')
              : t('filter.apply', { count })}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            void dispatch({ type: 'cancel' });
            close();
          }}
        >
          {t('filter.cancel')}
        </Button>
        <Button variant="secondary" onClick={() => change({ type: 'reset' })}>
          {t('filter.reset')}
        </Button>
      </div>
    </div>
  );
}

/** Whether two filter lists hold the same filters, in any order. */
function sameFilters(a: SearchFilter[], b: SearchFilter[]): boolean {
  return a.length === b.length && a.every((f) => b.some((g) => sameFilter(f, g)));
}
