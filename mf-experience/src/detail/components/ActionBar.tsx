import { useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import type { ReactionKind, Reactions } from '../state/reactions';

export interface ActionBarProps {
  reactions: Pick<Reactions, 'like' | 'favorite'>;
  pending?: Partial<Record<ReactionKind, boolean>>;
  onToggle: (kind: ReactionKind) => void;
  onReport: () => void;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.7 4.5c2.2 0 3.6 1.2 5.3 3.1 1.7-1.9 3.1-3.1 5.3-3.1 3.7 0 5.8 3.8 4.3 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.3L12 17.1l-5.7 3.1 1.2-6.3-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Like, favorite (toggle buttons: aria-pressed says their state) and report. */
export function ActionBar({ reactions, pending = {}, onToggle, onReport }: ActionBarProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="mfe-actions" role="group" aria-label={t('actions.label')}>
      <button
        type="button"
        className="mfe-action mfe-action--like"
        aria-pressed={reactions.like}
        aria-busy={pending.like || undefined}
        onClick={() => onToggle('like')}
      >
        <Heart filled={reactions.like} />
        <span>{t('actions.like')}</span>
      </button>
      <button
        type="button"
        className="mfe-action mfe-action--favorite"
        aria-pressed={reactions.favorite}
        aria-busy={pending.favorite || undefined}
        onClick={() => onToggle('favorite')}
      >
        <Star filled={reactions.favorite} />
        <span>{t('actions.favorite')}</span>
      </button>
      <button type="button" className="mfe-action mfe-action--report" onClick={onReport}>
        <span>{t('actions.report')}</span>
      </button>
    </div>
  );
}
