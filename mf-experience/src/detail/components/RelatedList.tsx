import { useTranslation } from 'page-singleton';
import type { ExperienceSummary, LoadState } from 'shared';
import { NS } from '../../i18n';
import { ExperienceCards } from './ExperienceCards';

/** "More like this": experiences sharing places or tags with this one. */
export function RelatedList({ state }: { state: LoadState<ExperienceSummary[]> }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mfe-related" aria-labelledby="mfe-related-heading" aria-busy={state.status === 'loading'}>
      <h2 id="mfe-related-heading">{t('related.heading')}</h2>
      {state.status === 'loading' && <p className="mfe-muted">{t('related.loading')}</p>}
      {state.status === 'error' && <p className="mfe-muted">{t('related.error')}</p>}
      {state.status === 'ready' && state.data.length === 0 && <p className="mfe-muted">{t('related.empty')}</p>}
      {state.status === 'ready' && state.data.length > 0 && <ExperienceCards experiences={state.data} />}
    </section>
  );
}
