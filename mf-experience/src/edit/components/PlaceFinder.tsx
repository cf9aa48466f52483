import { useTranslation } from 'page-singleton';
import type { FormEvent } from 'react';
import { Button, MessageBox, Spinner, TextField, placeLabel, type Place } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';

export type FinderResults =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; places: Place[] };

export interface PlaceFinderProps {
  term: string;
  onTermChange: (value: string) => void;
  onSearch: () => void;
  googleId: string;
  onGoogleIdChange: (value: string) => void;
  onFindGoogle: () => void;
  results: FinderResults;
  onAdd: (place: Place) => void;
  /** the server can find a place by its Google place id (a Places key is configured); else that way is not offered */
  googleEnabled: boolean;
}

/** Find a place to add: by name (our places) or, when the server can, by Google place id (found or created). */
export function PlaceFinder({
  term,
  onTermChange,
  onSearch,
  googleId,
  onGoogleIdChange,
  onFindGoogle,
  results,
  onAdd,
  googleEnabled,
}: PlaceFinderProps) {
  const { t } = useTranslation(NS);
  const submit = (run: () => void) => (e: FormEvent) => {
    e.preventDefault();
    run();
  };
  const busy = results.status === 'loading';
  return (
    <div className="mfe-studio__section" role="search" aria-label={t('edit.findHeading')}>
      <h3>{t('edit.findHeading')}</h3>
      <form className="mfe-studio__row" onSubmit={submit(onSearch)}>
        <TextField
          className="mfe-studio__grow"
          type="search"
          label={t('edit.findByName')}
          value={term}
          onChange={onTermChange}
          maxLength={200}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('edit.search')}
        </Button>
      </form>
      {googleEnabled && (
        <form className="mfe-studio__row" onSubmit={submit(onFindGoogle)}>
          <TextField
            className="mfe-studio__grow"
            label={t('edit.findByGoogle')}
            hint={t('edit.googleHint')}
            value={googleId}
            onChange={onGoogleIdChange}
            maxLength={300}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('edit.findGoogle')}
          </Button>
        </form>
      )}
      {results.status === 'loading' && <Spinner size="sm" label={t('edit.searching')} />}
      {results.status === 'error' && <MessageBox type="error" message={results.message} dismiss={false} />}
      {results.status === 'ready' && results.places.length === 0 && (
        <p role="status" className="mfe-studio__meta">
          {t(googleEnabled ? 'edit.noMatchOrGoogle' : 'edit.noMatch')}
        </p>
      )}
      {results.status === 'ready' && results.places.length > 0 && (
        <ul className="mfe-studio__list" aria-label={t('edit.results')}>
          {results.places.map((place) => {
            const label = placeLabel(place);
            return (
              <li key={place.id} className="mfe-studio__row">
                <span className="mfe-studio__grow">
                  <strong>{place.place_name}</strong>
                  {label && <span className="mfe-studio__meta"> · {label}</span>}
                </span>
                <Button size="sm" onClick={() => onAdd(place)}>
                  {t('edit.add')}
                  <span className="ti-visually-hidden"> {place.place_name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
