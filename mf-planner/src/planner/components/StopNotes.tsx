import { useTranslation } from 'page-singleton';
import { TextArea, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { NoteStatus } from '../../common/usePlan';
import type { NoteDrafts } from '../../common/planOps';
import { SaveStateLine } from './PlanParts';

type PlanPlace = PlanWithPlaces['plan_places'][number];

/** A stop's notes: the typed text over the stored one, stored when the field is left, with where that stands. */
export function StopNotes({
  stop,
  drafts,
  status,
  onChange,
  onSave,
}: {
  stop: PlanPlace;
  drafts: NoteDrafts;
  status?: NoteStatus;
  onChange: (placeId: number, notes: string) => void;
  onSave: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="mfp-stop__notes">
      <TextArea
        label={t('planner.placeNotes', { name: stop.place.place_name })}
        value={Object.hasOwn(drafts, stop.id) ? drafts[stop.id] : stop.notes}
        maxLength={2000}
        rows={2}
        onChange={(text) => onChange(stop.id, text)}
        onBlur={onSave}
      />
      <NoteSaveState status={status} placeName={stop.place.place_name} onRetry={onSave} />
    </div>
  );
}

/**
 * Where a stop's note stands, announced politely: saving (also while typing pauses), saved, or not saved with
 * the text kept in the field and a way to try again. Nothing before the note is first touched.
 */
export function NoteSaveState({
  status,
  placeName,
  onRetry,
}: {
  status?: NoteStatus;
  placeName: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const text =
    status === 'pending' || status === 'saving'
      ? t('planner.note.saving')
      : status === 'waiting'
        ? t('planner.note.waiting')
        : status === 'saved'
          ? t('planner.note.saved')
          : status === 'error'
            ? t('planner.note.failed')
            : '';
  return (
    <SaveStateLine
      text={text}
      error={status === 'error'}
      retryLabel={t('planner.note.retry', { name: placeName })}
      retryText={t('retry')}
      onRetry={onRetry}
    />
  );
}
