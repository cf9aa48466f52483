import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect } from 'react';
import { bus, type BusEvents } from 'shared';
import '../i18n';
import '../shell.css';
import { ModalHost } from './ModalHost';

/** Opens the bus modal the way any remote does (`modal:open`). */
function WithModal({ request }: { request: BusEvents['modal:open'] }) {
  useEffect(() => {
    const id = setTimeout(() => bus.emit('modal:open', request), 0);
    return () => clearTimeout(id);
  }, [request]);
  return (
    <>
      <button type="button" onClick={() => bus.emit('modal:open', request)}>
        Open again
      </button>
      <ModalHost />
    </>
  );
}

const meta = {
  title: 'shell/ModalHost',
  component: WithModal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WithModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {
  args: { request: { heading: 'Report sent', body: 'Thank you. We will review this video within two days.' } },
};

export const WithoutHeading: Story = {
  args: { request: { label: 'Notice', body: 'This video is no longer available on YouTube.' } },
};

/** Sanitised html with section headings (long documents, e.g. the terms in the sign-up popup). */
export const HtmlContent: Story = {
  args: {
    request: {
      heading: '使用條款',
      html: '<p>歡迎使用旅遊靈感。</p><h2>您的帳號</h2><ul><li>請妥善保管您的密碼。</li><li>年滿 13 歲才能建立帳號。</li></ul>',
    },
  },
};
