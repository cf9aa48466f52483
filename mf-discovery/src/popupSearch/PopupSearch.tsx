import { Link, useNavigate, useTranslation } from 'page-singleton';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, experienceLink, placeLabel, placeLink, useApiQuery, type GlobalSearchData } from 'shared';
import { NS } from '../i18n';
import '../common/search.css';
import { searchFor } from '../search';

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
  /** Escape in the search box (the popup closes). */
  onClose?: () => void;
}

interface PopupOption {
  id: string;
  href: string;
  label: string;
  detail?: string;
}

const LISTBOX_ID = 'mfd-popup-listbox';

/**
 * The popup search content, given its state (presentational). The search box is a combobox over one listbox of
 * places and videos: ArrowDown / ArrowUp move the active option (aria-activedescendant), Enter opens it (or
 * searches when none is active), Escape closes the popup.
 */
export function PopupSearchView({ term, state, onTermChange, onSubmit, onNavigate, onClose }: PopupSearchViewProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const trimmed = term.trim();
  const [active, setActive] = useState(-1);
  const places: PopupOption[] =
    state.status === 'ready'
      ? state.data.places.map((p) => ({
          id: `mfd-popup-place-${p.id}`,
          href: placeLink(p),
          label: p.place_name,
          detail: placeLabel(p) || undefined,
        }))
      : [];
  const experiences: PopupOption[] =
    state.status === 'ready'
      ? state.data.experiences.map((e) => ({ id: `mfd-popup-exp-${e.id}`, href: experienceLink(e), label: e.title }))
      : [];
  const options = [...places, ...experiences];
  const count = options.length;
  // new results: no active option
  useEffect(() => setActive(-1), [state]);
  const activeOption = active >= 0 && active < count ? options[active] : undefined;

  const open = (option: PopupOption) => {
    navigate(option.href);
    onNavigate();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && count > 0) {
      e.preventDefault();
      setActive((i) => (i + 1 >= count ? 0 : i + 1));
    } else if (e.key === 'ArrowUp' && count > 0) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      open(activeOption);
    } else if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  };
  const renderOption = (option: PopupOption) => (
    <li
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={option === activeOption}
      className={option === activeOption ? 'mfd-popup__option mfd-popup__option--active' : 'mfd-popup__option'}
      onMouseEnter={() => setActive(options.indexOf(option))}
      onClick={() => open(option)}
    >
      <span className="mfd-popup__label">{option.label}</span>
      {option.detail && <span className="mfd-place__label"> {option.detail}</span>}
    </li>
  );

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
        <label htmlFor="mfd-popup-term" className="ti-visually-hidden">
          {t('popup.label')}
        </label>
        <input
          id="mfd-popup-term"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={activeOption?.id}
          className="mfd-search__input"
          value={term}
          maxLength={200}
          autoFocus
          placeholder={t('search.placeholder')}
          onChange={(e) => onTermChange(e.target.value)}
          onKeyDown={onKeyDown}
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
      {state.status === 'ready' && count === 0 && <p className="mfd-empty">{t('popup.empty', { term: trimmed })}</p>}
      <div id={LISTBOX_ID} role="listbox" aria-label={t('popup.results')} hidden={count === 0}>
        {places.length > 0 && (
          <ul role="group" aria-labelledby="mfd-popup-places">
            <li role="presentation" id="mfd-popup-places" className="mfd-popup__group">
              {t('popup.places')}
            </li>
            {places.map(renderOption)}
          </ul>
        )}
        {experiences.length > 0 && (
          <ul role="group" aria-labelledby="mfd-popup-experiences">
            <li role="presentation" id="mfd-popup-experiences" className="mfd-popup__group">
              {t('popup.experiences')}
            </li>
            {experiences.map(renderOption)}
          </ul>
        )}
      </div>
      {trimmed && state.status === 'ready' && (
        <Link to={searchFor(trimmed)} onClick={onNavigate}>
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
  const trimmed = term.trim();
  // the term the popup searches for: the one typed, once the user has paused typing for a quarter of a second
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(trimmed), 250);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const found = useApiQuery('globalSearch', t('popup.error'), {
    args: { query: { place_id: asked, page: 1, type_filter: 'place,experience', fields: '' } },
    enabled: Boolean(trimmed && asked),
    select: (r) => ({ data: r.data ?? { places: [], experiences: [] }, total: r.result?.total ?? 0 }),
  });
  const state: PopupState = !trimmed
    ? { status: 'idle' }
    : found.state.status === 'ready'
      ? { status: 'ready', ...found.state.data }
      : found.state;

  return (
    <PopupSearchView
      term={term}
      state={state}
      onTermChange={setTerm}
      onSubmit={() => {
        navigate(searchFor(trimmed));
        closeDrawer?.();
      }}
      onNavigate={() => closeDrawer?.()}
      onClose={closeDrawer}
    />
  );
}
