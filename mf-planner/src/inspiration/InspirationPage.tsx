import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, errorMessage, loginStateAtom, useWaitingWrites, type ParcelProps } from 'shared';
import { isInspirationWrite } from '../common/inspiration';
import { NS } from '../i18n';
import { InspirationView } from './components/InspirationView';
import { useInspirationPlaces } from './hooks/useInspirationPlaces';
import { toggleInspiration } from '../common/inspiration';

/** `/my/inspiration` and the inspiration drawer's content. */
export function InspirationPage({ compact = false }: Partial<ParcelProps> & { compact?: boolean }) {
  const { t } = useTranslation(NS);
  const signedIn = useAtomValue(loginStateAtom) === 'logged-in';
  const [countryId, setCountryId] = useState(0);
  const { pois, countries, status, retry } = useInspirationPlaces(countryId);
  const waitingToSync = useWaitingWrites((_, name) => isInspirationWrite(name)) > 0;
  const onRemove = (id: number) =>
    toggleInspiration(id).catch((err) =>
      bus.emit('message:show', { message: errorMessage(err, t('error.save')), type: 'error' }),
    );
  // a filter whose last place was removed falls back to all countries
  const effective = countryId !== 0 && status === 'ready' && !countries.some((c) => c.id === countryId) ? 0 : countryId;
  if (effective !== countryId) setCountryId(0);
  const view = (
    <InspirationView
      pois={pois}
      countries={countries}
      status={status}
      countryId={countryId}
      signedIn={signedIn}
      waitingToSync={waitingToSync}
      compact={compact}
      onCountry={setCountryId}
      onRemove={(id) => void onRemove(id)}
      onRetry={retry}
    />
  );
  // the page is the document's main landmark; in the drawer the list is part of a dialog
  return compact ? view : <main className="mfp-inspiration-page">{view}</main>;
}
