import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { TextField, type TextFieldProps } from './TextField';

function Stateful(props: TextFieldProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <TextField {...props} defaultValue={undefined} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI kit/TextField',
  component: TextField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Display name', placeholder: 'e.g. Amy Chen' },
  argTypes: { position: { control: 'inline-radio', options: ['alone', 'first', 'last'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = { args: { label: 'Plan name', maxLength: 30, defaultValue: 'Three days in Taipei' } };
export const AtTheLimit: Story = { args: { label: 'Plan name', maxLength: 20, defaultValue: 'Twenty characters!!!' } };
export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'correct horse' } };
export const Invalid: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'amy@',
    invalid: true,
    message: 'Enter a valid e-mail address.',
  },
};
export const WithHint: Story = { args: { label: 'Website', type: 'url', hint: 'Starts with https://' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only' } };

function SubmitDemo(props: TextFieldProps) {
  const [submitted, setSubmitted] = useState('');
  return (
    <>
      <Stateful {...props} onSubmit={setSubmitted} />
      <p role="status">{submitted && `Searching for “${submitted}”`}</p>
    </>
  );
}

function GroupDemo(props: TextFieldProps) {
  const { t } = useTranslation('common');
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end' }}>
      <div style={{ flex: 1 }}>
        <Stateful {...props} position="first" />
      </div>
      <Button position="last">{t('save')}</Button>
    </div>
  );
}

export const SubmitOnEnter: Story = {
  render: (args) => <SubmitDemo {...args} />,
  args: { label: 'Search places', type: 'search' },
};

export const GroupedWithButton: Story = {
  render: (args) => <GroupDemo {...args} />,
  args: { label: 'Promo code' },
};
