import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';

const meta = {
  title: 'UI kit/Button',
  component: Button,
  args: { children: 'Save plan', variant: 'primary', loading: false, disabled: false, position: 'alone' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    loaderColor: { control: 'inline-radio', options: [undefined, 'java', 'blue', 'white'] },
    position: { control: 'inline-radio', options: ['alone', 'first', 'last'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true } };

export const LoaderColours: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="secondary" loading loaderColor="java">
        Java
      </Button>
      <Button {...args} variant="secondary" loading loaderColor="blue">
        Blue
      </Button>
      <Button {...args} variant="primary" loading loaderColor="white">
        White
      </Button>
    </div>
  ),
};

export const Grouped: Story = {
  render: (args) => (
    <div role="group" aria-label="View" style={{ display: 'inline-flex' }}>
      <Button {...args} variant="primary" position="first">
        List
      </Button>
      <Button {...args} variant="secondary" position="last">
        Map
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
