import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, type BusEvents } from 'shared';

type Message = BusEvents['message:show'] & { id: number };

/** Shows the messages any module sends with `message:show`. */
export function MessageHost() {
  const { t } = useTranslation('common');
  const [messages, setMessages] = useState<Message[]>([]);
  useEffect(() => {
    let next = 1;
    return bus.on('message:show', (m) => setMessages((list) => [...list, { ...m, id: next++ }]));
  }, []);
  if (messages.length === 0) return null;
  return (
    <div className="ti-messages">
      {messages.map((m) => (
        <div key={m.id} role={m.type === 'error' ? 'alert' : 'status'} className={`ti-message ti-message--${m.type ?? 'info'}`}>
          <span>{m.message}</span>
          {m.dismiss !== false && (
            <button type="button" aria-label={t('dismiss')} onClick={() => setMessages((list) => list.filter((x) => x.id !== m.id))}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
