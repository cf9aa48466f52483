import { useTranslation } from 'shared/singleton';
import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button } from 'shared';
import { NS } from '../i18n';
import { FilterPanel, useSearchNavigation, dispatchAtom, filterStateAtom, savedSearchAtom } from '../search';
import '../common/search.css';

export interface FilterDrawerProps {
  closeDrawer?: () => void;
}

/**
 * The filter drawer content: checking a filter SELECTS it and asks for a count ("Show N results"),
 * Apply copies the selection to the applied filters and searches, Cancel puts the applied ones back, Reset
 * clears everything. Works on the search page's state (shared atoms); Apply and Reset are steps in the address,
 * as on the page.
 */
export function FilterDrawer({ closeDrawer }: FilterDrawerProps) {
  const { t } = useTranslation(NS);
  const state = useAtomValue(filterStateAtom);
  const saved = useAtomValue(savedSearchAtom);
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
  const count = saved.totalCount;
  return (
    <div className="mfd-filter-drawer" aria-label={t('filter.title')} role="group">
      <FilterPanel
        facets={saved.filters}
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
          aria-busy={saved.countLoading || undefined}
        >
          {saved.countLoading
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
