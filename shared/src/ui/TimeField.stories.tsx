import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { TimeField, type TimeFieldProps } from './TimeField';

function Stateful(props: TimeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <TimeField {...props} value={value} onChange={setValue} />
      <p style={{ fontFamily: 'system-ui', color: '#545d6e' }}>value: {value} s</p>
    </>
  );
}

const meta = {
  title: 'UI kit/TimeField',
  component: TimeField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Appears at',
    value: 65,
    onChange: () => {},
    hint: 'm:ss, or two digits for seconds. ↑/↓ change by one second.',
  },
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Zero: Story = { args: { value: 0 } };
export const WithMax: Story = { args: { label: 'Appears at (video is 4:10)', value: 200, max: 250 } };
export const Disabled: Story = { args: { disabled: true } };
/** A vlog over an hour: times from an hour show and are typed as h:mm:ss. */
export const OverAnHour: Story = {
  args: { label: 'Appears at (video is 1:30:00)', value: 3723, max: 5400, hint: 'm:ss, or h:mm:ss from an hour.' },
};
