import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ReportDialog, type ReportDialogProps, type ReportTexts } from './ReportDialog';

const sent: ReportDialogProps['send'] = () => Promise.resolve();

const english: ReportTexts = {
  heading: 'Report this post',
  intro: 'Tell us what is wrong with this post. An administrator will look at it.',
  label: 'What is wrong?',
  blank: 'Please describe the problem.',
  captcha: 'Please tick "I am not a robot".',
  send: 'Send report',
  failed: 'The report could not be sent. Please try again.',
  thanks: 'Thank you. We will look at it.',
};

const chinese: ReportTexts = {
  heading: '檢舉這則貼文',
  intro: '請告訴我們這則貼文有什麼問題，管理員會進行檢查。',
  label: '有什麼問題？',
  blank: '請描述問題。',
  captcha: '請勾選「我不是機器人」。',
  send: '送出檢舉',
  failed: '無法送出檢舉，請再試一次。',
  thanks: '謝謝您，我們會盡快查看。',
};

/** The one report dialog of the site (videos and posts); each caller passes its words. Sending shows the thanks. */
const meta = {
  title: 'UI kit/ReportDialog',
  component: ReportDialog,
  args: { open: true, onClose: () => {}, texts: english, send: sent },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { globals: { locale: 'en' } };
export const OpenChinese: Story = {
  name: 'Open (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: { texts: chinese },
};
export const Failed: Story = {
  globals: { locale: 'en' },
  args: {
    send: (): ReturnType<ReportDialogProps['send']> =>
      Promise.reject(new Error('The "I am not a robot" check failed. Please try again.')),
    texts: { ...english, failed: 'The "I am not a robot" check failed. Please try again.' },
  },
};
export const WithCaptcha: Story = {
  name: 'With the robot check',
  globals: { locale: 'en' },
  args: { siteKey: 'storybook-site-key' },
};
