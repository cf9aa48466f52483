import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { OfflineNotice, WaitingToSync } from './OfflineNotice';

/** 14:02 today: the time a person last read their plans before the signal went. */
const savedAt = new Date(new Date().setHours(14, 2, 0, 0)).getTime();

const meta = {
  title: 'UI kit/OfflineNotice',
  component: OfflineNotice,
  args: { savedAt },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-Hant-TW' } };
export const WaitingToSyncBadge: Story = { render: () => <WaitingToSync />, globals: { locale: 'en' } };
export const WaitingToSyncBadgeChinese: Story = { render: () => <WaitingToSync />, globals: { locale: 'zh-Hant-TW' } };
