import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function WithOpener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <ConfirmDialog {...props} open={open} onCancel={() => setOpen(false)} onConfirm={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI kit/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: true,
    heading: 'Delete this post?',
    children: <p>This cannot be undone.</p>,
    confirmLabel: 'Delete',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Chinese: Story = {
  name: 'Asking (zh-Hant-TW)',
  args: { heading: '要刪除這則貼文嗎？', children: <p>刪除後就無法復原。</p>, confirmLabel: '刪除' },
};
export const Busy: Story = { args: { busy: true } };
export const Failed: Story = { args: { error: 'The post could not be deleted. Please try again.' } };
