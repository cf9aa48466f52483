import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { TextArea, type TextAreaProps } from './TextArea';

function Stateful(props: TextAreaProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <TextArea {...props} defaultValue={undefined} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI kit/TextArea',
  component: TextArea,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Notes', placeholder: 'What should you not miss here?' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { maxLength: 200, defaultValue: 'Go early: the queue for the xiaolongbao is short before 10am.' },
};
export const GrowsToMaxHeight: Story = {
  args: {
    label: 'Description',
    rows: 2,
    maxHeight: 160,
    defaultValue: 'Line 1\nLine 2\nLine 3\nLine 4\nLine 5\nLine 6\nLine 7\nLine 8 (scrolls from here)',
  },
};
export const Invalid: Story = { args: { invalid: true, message: 'Please write a few words.' } };
