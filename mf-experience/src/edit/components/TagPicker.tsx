import { useTranslation } from 'page-singleton';
import { Button, Spinner, type LoadState, type Tag } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';

export interface TagPickerProps {
  tags: LoadState<Tag[]>;
  selected: number[];
  onToggle: (id: number) => void;
  onRetry: () => void;
}

/** The tags as a group of checkboxes (Tab / Space). */
export function TagPicker({ tags, selected, onToggle, onRetry }: TagPickerProps) {
  const { t } = useTranslation(NS);
  if (tags.status === 'loading') return <Spinner size="sm" label={t('edit.tagsLoading')} />;
  if (tags.status === 'error')
    return (
      <div role="alert" className="mfe-studio__row">
        <p className="mfe-studio__error">{tags.message}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  return (
    <fieldset className="mfe-studio__tags">
      <legend>{t('edit.tags')}</legend>
      {tags.data.map((tag) => (
        <label key={tag.id} className="mfe-studio__tag">
          <input type="checkbox" checked={selected.includes(tag.id)} onChange={() => onToggle(tag.id)} />
          {tag.name}
        </label>
      ))}
    </fieldset>
  );
}
