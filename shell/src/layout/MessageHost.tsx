import { lazy, Suspense, useEffect, useState } from 'react';
import { bus } from 'shared';
import type { Message } from './MessageList';

/** The message box (and its html sanitiser) arrives with the first message: no page shows one at first paint. */
const MessageList = lazy(() => import('./MessageList'));

/** Shows the messages any module sends with `message:show`, in the shared MessageBox. */
export function MessageHost() {
  const [messages, setMessages] = useState<Message[]>([]);
  useEffect(() => {
    let next = 1;
    return bus.on('message:show', (m) => setMessages((list) => [...list, { ...m, id: next++ }]));
  }, []);
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MessageList messages={messages} dismiss={(id) => setMessages((list) => list.filter((x) => x.id !== id))} />
    </Suspense>
  );
}
