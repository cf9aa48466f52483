import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MessageBox } from './MessageBox';

const meta = {
  title: 'UI kit/MessageBox',
  component: MessageBox,
  args: { message: 'Your plan was saved.', type: 'info', dismiss: true },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { type: 'success', message: 'Welcome back!' } };
export const Warning: Story = { args: { type: 'warning', message: 'Your e-mail address is not verified yet.' } };
export const ErrorMessage: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Error. Please refresh page and try again.' },
};
export const NotDismissible: Story = { args: { dismiss: false, message: 'This message stays.' } };
export const WithHtml: Story = {
  args: {
    type: 'warning',
    message: 'Before you upload',
    html: '<p>Read the <a href="https://example.com/terms">terms</a> first.</p><ul><li><b>Public</b> videos only</li><li>No <em>private</em> data</li></ul>',
  },
};
export const HtmlIsSanitised: Story = {
  args: {
    type: 'info',
    message: 'Scripts, images and javascript: links are removed:',
    html: '<p onclick="alert(1)">Safe <strong>text</strong><img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">not a link</a></p>',
  },
};
/** A change that took effect at once, with the way back ("Undo" closes the message and restores it). */
export const WithUndo: Story = {
  args: {
    type: 'success',
    message: 'Tokyo night walk was removed from your history.',
    action: { label: 'Undo', onAction: () => {} },
  },
};
export const WithUndoChinese: Story = {
  name: 'With undo (zh-Hant-TW)',
  args: {
    type: 'success',
    message: '已將「台北夜市巡禮」從觀看紀錄移除。',
    action: { label: '復原', onAction: () => {} },
  },
};
