import { useTranslation } from 'page-singleton';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type Plan } from 'shared';
import { NS } from '../i18n';
import { menuIndexForKey } from './menuKeys';
import '../common/widgets.css';

export interface PlanMenuProps {
  /** the place being added: plans that hold it say so */
  placeId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the user's plans; null while they load */
  plans: Plan[] | null;
  loadFailed?: boolean;
  busy?: boolean;
  /** a plan was chosen, or (null) a new plan with this place */
  onChoose: (plan: Plan | null) => void;
}

/**
 * "Add to plan" for a signed-in user: a menu button (WAI-ARIA pattern). Enter, Space or ↓ opens the menu on
 * its first item, ↑ on its last; ↑ / ↓ move (wrapping), Home / End jump, a letter goes to the next plan
 * starting with it; Enter or Space chooses; Esc closes it and gives the focus back to the button, as does
 * choosing; Tab or a click elsewhere closes it.
 */
export function PlanMenu({
  placeId,
  open,
  onOpenChange,
  plans,
  loadFailed = false,
  busy = false,
  onChoose,
}: PlanMenuProps) {
  const { t } = useTranslation(NS);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** the item to focus once the menu is shown: its first or its last */
  const focusOnShow = useRef<'first' | 'last'>('first');
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
  const ready = open && plans !== null;

  useEffect(() => {
    if (!ready) return;
    const all = items();
    all[focusOnShow.current === 'last' ? all.length - 1 : 0]?.focus();
  }, [ready]);

  // a click outside closes it (the focus goes where the click put it)
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  const show = (where: 'first' | 'last') => {
    focusOnShow.current = where;
    onOpenChange(true);
  };

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (open) {
      const all = items();
      all[e.key === 'ArrowUp' ? all.length - 1 : 0]?.focus();
    } else show(e.key === 'ArrowUp' ? 'last' : 'first');
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape') {
      // handled here: a drawer or dialog around the menu stays open
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (e.key === 'Tab') {
      onOpenChange(false);
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = menuIndexForKey(
      e.key,
      current,
      all.map((el) => el.textContent ?? ''),
    );
    if (next === null) return;
    e.preventDefault();
    all[next].focus();
  };

  const choose = (plan: Plan | null) => {
    close();
    onChoose(plan);
  };

  return (
    <div className="mfp-add__menu" ref={rootRef}>
      <Button
        ref={buttonRef}
        size="sm"
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // busy, the button stays enabled so it keeps the focus given back to it
        aria-busy={busy || undefined}
        onClick={() => (open ? onOpenChange(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        {t('add.toPlan')}
      </Button>
      {open && (
        <div className="mfp-add__picker">
          {plans === null && !loadFailed && <p role="status">{t('loading')}</p>}
          {loadFailed && <p role="alert">{t('error.load')}</p>}
          {plans && (
            <ul
              className="mfp-add__plans"
              id={menuId}
              role="menu"
              aria-label={t('add.choose')}
              ref={menuRef}
              onKeyDown={onMenuKey}
            >
              {plans.map((p) => (
                <MenuItem key={p.id} onChoose={() => choose(p)}>
                  {p.plan_places.some((pp) => pp.id === placeId)
                    ? t('add.planHasIt', { name: p.plan_name })
                    : p.plan_name}
                </MenuItem>
              ))}
              <MenuItem onChoose={() => choose(null)}>+ {t('add.newPlan')}</MenuItem>
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** One item of the menu: out of the Tab order, focused by the menu's keys. */
function MenuItem({ onChoose, children }: { onChoose: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className="mfp-add__plan" onClick={onChoose}>
        {children}
      </button>
    </li>
  );
}
