import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';
import { TextField } from './TextField';

function WithOpener(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI kit/Modal',
  component: Modal,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: true,
    onClose: () => {},
    heading: 'Share this plan',
    children: (
      <>
        <p>Anyone with the link can view this plan.</p>
        <TextField label="Link" defaultValue="https://example.com/my/plans/42" readOnly />
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {};
export const WithoutHeading: Story = {
  args: { heading: undefined, label: 'Photo', children: <p>A modal without a heading is named by its label.</p> },
};
export const Small: Story = {
  args: { size: 'sm', heading: 'Delete this plan?', children: <p>This cannot be undone.</p> },
};
export const Closed: Story = { args: { open: false } };
