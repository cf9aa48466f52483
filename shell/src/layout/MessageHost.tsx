import { useEffect, useState } from 'react';
import { bus, MessageBox, type BusEvents } from 'shared';

type Message = BusEvents['message:show'] & { id: number };

/** Shows the messages any module sends with `message:show`, in the shared MessageBox. */
export function MessageHost() {
  const [messages, setMessages] = useState<Message[]>([]);
  useEffect(() => {
    let next = 1;
    return bus.on('message:show', (m) => setMessages((list) => [...list, { ...m, id: next++ }]));
  }, []);
  if (messages.length === 0) return null;
  return (
    <div className="ti-messages">
      {messages.map((m) => (
        <MessageBox
          key={m.id}
          message={m.message}
          type={m.type}
          html={m.html}
          dismiss={m.dismiss}
          action={m.action}
          onDismiss={() => setMessages((list) => list.filter((x) => x.id !== m.id))}
        />
      ))}
    </div>
  );
}
