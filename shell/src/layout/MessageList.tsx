import { MessageBox, type BusEvents } from 'shared';

export type Message = BusEvents['message:show'] & { id: number };

/** The messages on screen, stacked, each in the shared MessageBox. */
export default function MessageList({ messages, dismiss }: { messages: Message[]; dismiss: (id: number) => void }) {
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
          onDismiss={() => dismiss(m.id)}
        />
      ))}
    </div>
  );
}
