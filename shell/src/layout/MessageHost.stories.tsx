import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect } from 'react';
import { bus, type BusEvents } from 'shared';
import '../i18n';
import '../shell.css';
import { MessageHost } from './MessageHost';

/** Sends the given messages through the bus once the host listens, as a remote would. */
function WithMessages({ messages }: { messages: BusEvents['message:show'][] }) {
  useEffect(() => {
    const id = setTimeout(() => messages.forEach((m) => bus.emit('message:show', m)), 0);
    return () => clearTimeout(id);
  }, [messages]);
  return <MessageHost />;
}

const meta = {
  title: 'shell/MessageHost',
  component: WithMessages,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WithMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every type, stacked at the bottom right as the shell shows them. */
export const AllTypes: Story = {
  args: {
    messages: [
      { message: 'Your plan is saved in this browser until you sign in.', type: 'info' },
      { message: 'Added to your inspiration list.', type: 'success' },
      { message: 'Opening hours may have changed.', type: 'warning' },
      { message: 'Error. Please refresh page and try again.', type: 'error' },
    ],
  },
};

/** Optional html (sanitised: the script and handler never reach the page). */
export const WithHtml: Story = {
  args: {
    messages: [
      {
        message: 'Check your e-mail',
        type: 'info',
        html: '<p>We sent a link to <strong>mei@example.com</strong>. <a href="https://example.com/help">Help</a></p><script>alert(1)</script>',
      },
    ],
  },
};

/** dismiss: false — no close button (e.g. "reloading for a new version"). */
export const NotDismissible: Story = {
  args: { messages: [{ message: 'A new version of the site is available. Reloading…', type: 'info', dismiss: false }] },
};

/** A removal that took effect at once, with "Undo" (what the history and favorites lists send). */
export const WithUndo: Story = {
  args: {
    messages: [
      {
        message: 'Tokyo night walk was removed from your history.',
        type: 'success',
        action: { label: 'Undo', onAction: () => {} },
      },
    ],
  },
};
