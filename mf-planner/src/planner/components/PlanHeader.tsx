import { useTranslation } from 'page-singleton';
import type { FormEvent } from 'react';
import { Button, TextArea, TextField, useWaitingWrites, WaitingToSync, type PlanWithPlaces } from 'shared';
import { concernsPlan } from '../../common/planWrites';
import type { NameConflict } from '../../common/usePlan';
import { ConflictChoice } from '../../together';
import { NS } from '../../i18n';
import '../../screenStrings';

/**
 * The plan's name and notes, with Edit (a form for both); a guest's plan says it is kept on this device, or, seen
 * signed in, offers to move it to the account.
 */
export function PlanHeader({
  plan,
  name,
  compact,
  editing,
  onEditing,
  onUpdate,
  nameConflict,
  onMoveToAccount,
  movingToAccount,
}: {
  plan: PlanWithPlaces;
  /** the plan's name as shown */
  name: string;
  /** a heading of the drawer's level, not the page's */
  compact: boolean;
  /** the form is shown (kept by the planner, so it stays open while the plan reloads or is printed) */
  editing: boolean;
  onEditing: (editing: boolean) => void;
  onUpdate: (fields: { plan_name?: string; notes?: string }) => void;
  nameConflict?: NameConflict | null;
  onMoveToAccount?: () => void;
  movingToAccount?: boolean;
}) {
  const { t } = useTranslation(NS);
  const isGuest = plan.id === 'guest';
  // an account plan's changes made without a connection, kept until it is back (a guest's are on the device)
  const waiting = useWaitingWrites(concernsPlan(plan.id)) > 0 && !isGuest;

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onUpdate({
      plan_name: String(data.get('plan_name') ?? '').trim() || name,
      notes: String(data.get('notes') ?? ''),
    });
    onEditing(false);
  };

  const Heading = compact ? 'h2' : 'h1';
  return editing ? (
    <form className="mfp-planner__edit" onSubmit={save}>
      <TextField label={t('planner.name')} name="plan_name" defaultValue={name} maxLength={200} required />
      <TextArea label={t('planner.planNotes')} name="notes" defaultValue={plan.notes} maxLength={5000} />
      <div className="mfp-row">
        <Button type="submit">{t('save.submit')}</Button>
        <Button variant="ghost" onClick={() => onEditing(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  ) : (
    <header className="mfp-planner__header">
      <Heading>{name}</Heading>
      {nameConflict && (
        <ConflictChoice
          field={t('planner.name')}
          mine={nameConflict.mine}
          theirs={nameConflict.theirs}
          onKeepMine={nameConflict.keepMine}
          onKeepTheirs={nameConflict.keepTheirs}
        />
      )}
      {waiting && <WaitingToSync />}
      {plan.notes.trim() && <p className="mfp-card__notes">{plan.notes}</p>}
      <Button variant="secondary" size="sm" onClick={() => onEditing(true)}>
        {t('planner.edit')}
      </Button>
      {isGuest && !onMoveToAccount && <p className="mfp-hint">{t('plans.local.hint')}</p>}
      {isGuest && onMoveToAccount && (
        <div className="mfp-planner__device">
          <p className="mfp-hint">{t('planner.onDevice.hint')}</p>
          <Button size="sm" loading={movingToAccount} onClick={onMoveToAccount}>
            {t('planner.onDevice.move')}
          </Button>
        </div>
      )}
    </header>
  );
}
