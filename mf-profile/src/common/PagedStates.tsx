import { useTranslation } from 'page-singleton';
import { Button, LoadFailed } from 'shared';
import { NS } from '../i18n';
import type { PagedView } from './pagedView';

export interface PagedStatesProps<T> {
  view: PagedView<T>;
  loading: string;
  empty: string;
  /** said under a list of more than one page shown to its end */
  end?: string;
  children: (items: T[]) => JSX.Element;
}

/**
 * Loading, error (with Retry), empty, the items, and "show more" while there are more pages; a next page that
 * failed says why under the items, with Retry asking for it again.
 */
export function PagedStates<T>({ view, loading, empty, end, children }: PagedStatesProps<T>) {
  const { t } = useTranslation(NS);
  const { state } = view;
  if (state.status === 'loading')
    return (
      <p role="status" aria-busy="true" className="mfpr-muted">
        {loading}
      </p>
    );
  if (state.status === 'error') return <LoadFailed message={state.message} onRetry={view.onRetry} />;
  if (state.items.length === 0) return <p className="mfpr-empty">{empty}</p>;
  return (
    <>
      {children(state.items)}
      {view.moreError ? (
        <LoadFailed message={view.moreError} onRetry={view.onMore} />
      ) : view.hasMore ? (
        <Button variant="secondary" onClick={view.onMore} loading={view.loadingMore}>
          {t('list.loadMore')}
        </Button>
      ) : (
        end && view.paged && <p className="mfpr-muted">{end}</p>
      )}
    </>
  );
}
