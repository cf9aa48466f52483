import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from './Button';
import { Drawer, type DrawerProps } from './Drawer';

function WithOpener(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <div style={{ height: '150vh', fontFamily: 'system-ui', color: '#545d6e' }}>
        <p>Page content (scroll is locked while the drawer is open).</p>
      </div>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const items = ['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street', 'Elephant Mountain'];

const meta = {
  title: 'UI kit/Drawer',
  component: Drawer,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: true,
    onClose: () => {},
    heading: 'Inspiration',
    side: 'right',
    children: (
      <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left', heading: 'Menu' } };
export const WithBackToList: Story = { args: { heading: 'Day 1 · Taipei', onBack: () => {} } };
export const Closed: Story = { args: { open: false } };
