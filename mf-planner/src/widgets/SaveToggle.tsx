import { useTranslation } from 'page-singleton';
import { Button, busyButtonProps, cx } from 'shared';
import { NS } from '../i18n';
import '../common/widgets.css';

/** The save-list toggle's display modes: a bare icon, or a button. */
export type SaveMode = 'icon' | 'Button';

export interface SaveToggleProps {
  saved: boolean;
  mode?: SaveMode;
  busy?: boolean;
  /** the place's name, for a more precise accessible name */
  placeName?: string;
  onToggle: () => void;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-10-9.3C.4 8.4 2.3 4.5 6 4.5c2.2 0 3.5 1.3 4.3 2.5h3.4c.8-1.2 2.1-2.5 4.3-2.5 3.7 0 5.6 3.9 4 7.2C19.5 16.4 12 21 12 21z"
        transform="translate(0 -1)"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/** The save-to-inspiration toggle in its two display modes (icon or Button), with aria-pressed. */
export function SaveToggle({ saved, mode = 'icon', busy = false, placeName, onToggle }: SaveToggleProps) {
  const { t } = useTranslation(NS);
  const label = placeName
    ? t(saved ? 'save.savedNamed' : 'save.saveNamed', { name: placeName })
    : t(saved ? 'save.saved' : 'save.save');
  if (mode === 'Button') {
    return (
      <Button
        variant={saved ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={saved}
        loading={busy}
        onClick={onToggle}
        aria-label={label}
        className="mfp-save-button"
      >
        <Heart filled={saved} /> {t(saved ? 'save.savedShort' : 'save.saveShort')}
      </Button>
    );
  }
  return (
    <button
      type="button"
      className={cx('mfp-save-icon', saved && 'mfp-save-icon--saved')}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      {...busyButtonProps(busy, onToggle)}
    >
      <Heart filled={saved} />
    </button>
  );
}
