import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** ids of the description pieces of a field, for aria-describedby. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** The "N of M characters" counter under a limited field. */
export function FieldCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation('common');
  return (
    <span id={id} className={count >= max ? 'ti-field__counter ti-field__counter--full' : 'ti-field__counter'}>
      {t('field.counter', { count, max })}
    </span>
  );
}

/** Hint, invalid message and counter under a field. */
export function FieldFooter({
  hint,
  hintId,
  message,
  messageId,
  counter,
}: {
  hint?: ReactNode;
  hintId: string;
  message?: ReactNode;
  messageId: string;
  counter?: ReactNode;
}) {
  if (!hint && !message && !counter) return null;
  return (
    <div className="ti-field__footer">
      <div className="ti-field__notes">
        {message && (
          <p id={messageId} className="ti-field__message">
            <span aria-hidden="true" className="ti-field__message-icon">
              !
            </span>
            {message}
          </p>
        )}
        {hint && (
          <p id={hintId} className="ti-field__hint">
            {hint}
          </p>
        )}
      </div>
      {counter}
    </div>
  );
}
