import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, api, errorMessage, experienceLink, placeLabel, placeLink, type GlobalSearchData } from 'shared';
import { NS } from '../i18n';
import '../search/components/search.css';

export type PopupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: GlobalSearchData; total: number };

export interface PopupSearchViewProps {
  term: string;
  state: PopupState;
  onTermChange: (term: string) => void;
  onSubmit: () => void;
  onNavigate: () => void;
}

/** The popup search content, given its state (presentational). */
export function PopupSearchView({ term, state, onTermChange, onSubmit, onNavigate }: PopupSearchViewProps) {
  const { t } = useTranslation(NS);
  const trimmed = term.trim();
  return (
    <div className="mfd-popup">
      <form
        role="search"
        className="mfd-search__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) onSubmit();
        }}
      >
        <label htmlFor="mfd-popup-term" className="mfd-visually-hidden">
          {t('popup.label')}
        </label>
        <input
          id="mfd-popup-term"
          type="search"
          className="mfd-search__input"
          value={term}
          maxLength={200}
          autoFocus
          placeholder={t('search.placeholder')}
          onChange={(e) => onTermChange(e.target.value)}
        />
        <Button type="submit" disabled={!trimmed}>
          {t('search.submit')}
        </Button>
      </form>
      {state.status === 'idle' && <p className="mfd-empty">{t('popup.hint')}</p>}
      {state.status === 'loading' && <p role="status">{t('popup.loading')}</p>}
      {state.status === 'error' && (
        <p role="alert" className="mfd-error">
          {state.message}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.places.length === 0 && state.data.experiences.length === 0 ? (
          <p className="mfd-empty">{t('popup.empty', { term: trimmed })}</p>
        ) : (
          <>
            {state.data.places.length > 0 && (
              <section aria-labelledby="mfd-popup-places">
                <h3 id="mfd-popup-places">{t('popup.places')}</h3>
                <ul>
                  {state.data.places.map((p) => (
                    <li key={p.id}>
                      <Link to={placeLink(p)} onClick={onNavigate}>
                        {p.place_name}
                      </Link>
                      {placeLabel(p) && <span className="mfd-place__label"> {placeLabel(p)}</span>}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {state.data.experiences.length > 0 && (
              <section aria-labelledby="mfd-popup-experiences">
                <h3 id="mfd-popup-experiences">{t('popup.experiences')}</h3>
                <ul>
                  {state.data.experiences.map((e) => (
                    <li key={e.id}>
                      <Link to={experienceLink(e)} onClick={onNavigate}>
                        {e.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        ))}
      {trimmed && state.status === 'ready' && (
        <Link to={`/search?q=${encodeURIComponent(trimmed)}`} onClick={onNavigate}>
          {t('popup.all', { term: trimmed })}
        </Link>
      )}
    </div>
  );
}

/** The popup search opened from the header: places and experiences for a term (GET /global/search). */
export function PopupSearch({ closeDrawer }: { closeDrawer?: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [state, setState] = useState<PopupState>({ status: 'idle' });
  const trimmed = term.trim();

  useEffect(() => {
    if (!trimmed) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      api
        .call('globalSearch', {
          query: { place_id: trimmed, page: 1, type_filter: 'place,experience', fields: '' },
          signal: controller.signal,
        })
        .then(
          (r) =>
            setState({
              status: 'ready',
              data: r.data ?? { places: [], experiences: [] },
              total: r.result?.total ?? 0,
            }),
          (err: unknown) => {
            if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(err, t('popup.error')) });
          },
        );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, t]);

  return (
    <PopupSearchView
      term={term}
      state={state}
      onTermChange={setTerm}
      onSubmit={() => {
        navigate(`/search?q=${encodeURIComponent(trimmed)}`);
        closeDrawer?.();
      }}
      onNavigate={() => closeDrawer?.()}
    />
  );
}
