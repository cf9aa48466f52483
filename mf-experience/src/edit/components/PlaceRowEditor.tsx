import { useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { Button, TextArea, TimeField, formatVideoTime, placeLabel } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { NOTES_MAX, type DraftAction, type PlaceRow } from '../state/draft';

export interface PlaceRowEditorProps {
  row: PlaceRow;
  index: number;
  count: number;
  /** the video's length in seconds (0 = unknown) */
  duration: number;
  /** the player's position, when it has told one */
  currentTime: number | null;
  /** what is wrong with this row (shown under it) */
  problems: string[];
  dispatch: (action: DraftAction) => void;
  /** put the keyboard on this row's time when it appears (a place just added) */
  focusTime?: boolean;
}

/** From this length (in seconds) a video has times past 59:59, typed as h:mm:ss: its time labels say so. */
const ONE_HOUR = 3600;

/** One place the video shows: its time (TimeField), "use current video time", notes, move up/down, remove. */
export function PlaceRowEditor({
  row,
  index,
  count,
  duration,
  currentTime,
  problems,
  dispatch,
  focusTime = false,
}: PlaceRowEditorProps) {
  const { t } = useTranslation(NS);
  const timeId = `mfe-row-${row.key}-time`;
  // focusTime holds only on the render where the row appears, so the keyboard moves to it once
  useEffect(() => {
    if (focusTime) document.getElementById(timeId)?.focus();
  }, [focusTime, timeId]);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<-1 | 1 | null>(null);
  // keep the keyboard on the button that moved the row; at an end, on the other direction's button
  useEffect(() => {
    const by = moved.current;
    if (by === null) return;
    moved.current = null;
    const first = by < 0 ? up.current : down.current;
    const other = by < 0 ? down.current : up.current;
    (first && !first.disabled ? first : other)?.focus();
  }, [index]);
  // "Use current video time" replaces whatever the field holds, a refused entry too: a fresh field shows it
  const [timeFieldKey, setTimeFieldKey] = useState(0);
  const takeCurrentTime = () => {
    if (currentTime === null) return;
    setTimeFieldKey((k) => k + 1);
    dispatch({ type: 'time', key: row.key, time: currentTime });
  };
  const move = (by: -1 | 1) => {
    moved.current = by;
    dispatch({ type: 'move', key: row.key, by });
  };
  const name = row.place.place_name;
  const label = placeLabel(row.place);
  const headingId = `mfe-row-${row.key}`;
  const errorId = `mfe-row-${row.key}-error`;
  const hidden = (text: string) => <span className="ti-visually-hidden">{text}</span>;
  return (
    <li className="mfe-studio__item" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {index + 1}. {name}
      </h3>
      {label && <p className="mfe-studio__meta">{label}</p>}
      <div className="mfe-studio__row">
        <TimeField
          key={timeFieldKey}
          id={timeId}
          label={t(duration >= ONE_HOUR ? 'edit.timeLong' : 'edit.time', { place: name })}
          value={row.time}
          max={duration > 0 ? duration : undefined}
          hint={duration > 0 ? t('edit.timeHint', { max: formatVideoTime(duration) }) : undefined}
          onChange={(time) => dispatch({ type: 'time', key: row.key, time })}
          onRefuse={(typed) => dispatch({ type: 'timeRefused', key: row.key, typed })}
        />
        <Button variant="secondary" disabled={currentTime === null} onClick={takeCurrentTime}>
          {t('edit.useCurrent')}
          {hidden(` ${t('edit.forPlace', { place: name })}`)}
        </Button>
      </div>
      <TextArea
        label={t('edit.notes', { place: name })}
        value={row.notes}
        maxLength={NOTES_MAX}
        maxHeight={200}
        onChange={(notes) => dispatch({ type: 'notes', key: row.key, notes })}
      />
      {problems.length > 0 && (
        <div id={errorId} role="alert">
          {problems.map((p) => (
            <p key={p} className="mfe-studio__error">
              {p}
            </p>
          ))}
        </div>
      )}
      <div className="mfe-studio__row">
        <Button ref={up} variant="ghost" size="sm" disabled={index === 0} onClick={() => move(-1)}>
          {t('edit.up')}
          {hidden(` ${name}`)}
        </Button>
        <Button ref={down} variant="ghost" size="sm" disabled={index === count - 1} onClick={() => move(1)}>
          {t('edit.down')}
          {hidden(` ${name}`)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'remove', key: row.key })}>
          {t('edit.remove')}
          {hidden(` ${name}`)}
        </Button>
      </div>
    </li>
  );
}
