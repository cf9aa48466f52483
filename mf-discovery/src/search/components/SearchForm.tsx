import { useTranslation } from 'page-singleton';
import { useState, type FormEvent } from 'react';
import { Button } from 'shared';
import { NS } from '../../i18n';
import '../../common/search.css';

export interface SearchFormProps {
  /** the term searched for now (shown, and shown again when it changes from outside) */
  term: string;
  onSubmit: (term: string) => void;
  /** id of the search box (one per page) */
  id: string;
  /** a larger box for the home page */
  size?: 'default' | 'large';
}

/** The search box with its button: typing changes nothing until the search is submitted (Enter or the button). */
export function SearchForm({ term, onSubmit, id, size = 'default' }: SearchFormProps) {
  const { t } = useTranslation(NS);
  const [value, setValue] = useState(term);
  const [lastTerm, setLastTerm] = useState(term);
  if (term !== lastTerm) {
    // the term changed from outside (address, popup search): show it
    setLastTerm(term);
    setValue(term);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <form role="search" className={`mfd-search__form mfd-search__form--${size}`} onSubmit={submit}>
      <label htmlFor={id} className="ti-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="ti-input mfd-search__input"
        value={value}
        placeholder={t('search.placeholder')}
        maxLength={200}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
