import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI kit/Spinner',
  component: Spinner,
  args: { color: 'java', size: 'md' },
  argTypes: {
    color: { control: 'inline-radio', options: ['java', 'blue', 'white'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Java: Story = {};
export const Blue: Story = { args: { color: 'blue' } };
export const White: Story = {
  args: { color: 'white' },
  decorators: [
    (Story) => (
      <div style={{ background: '#0b7a72', padding: 16, display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
};
export const WithStatusLabel: Story = { args: { size: 'lg', label: 'Loading…' } };
