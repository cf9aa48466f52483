import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ReportDialog } from './ReportDialog';
import type { ReportDialogProps } from './reportTexts';

const sent: ReportDialogProps['send'] = () => Promise.resolve();

/**
 * The one report dialog of the site (videos and posts); its words are the UI kit's, naming the kind of item. Sending
 * shows the thanks.
 */
const meta = {
  title: 'UI kit/ReportDialog',
  component: ReportDialog,
  args: { open: true, onClose: () => {}, kind: 'post', send: sent },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { globals: { locale: 'en' } };
export const OpenChinese: Story = {
  name: 'Open (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
};
export const Video: Story = {
  name: 'A video (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: { kind: 'experience' },
};
export const Failed: Story = {
  globals: { locale: 'en' },
  args: {
    send: (): ReturnType<ReportDialogProps['send']> =>
      Promise.reject(new Error('The "I am not a robot" check failed. Please try again.')),
  },
};
export const WithCaptcha: Story = {
  name: 'With the robot check',
  globals: { locale: 'en' },
  args: { siteKey: 'storybook-site-key' },
};
