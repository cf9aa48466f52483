import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import '../i18n';
import '../shell.css';
import { NotFoundPage } from './NotFoundPage';
import { SandboxPage } from './SandboxPage';

const meta = {
  title: 'shell/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page showing the original path passed by the page-not-found helper. */
export const NotFound: Story = {
  render: () => (
    <MemoryRouter initialEntries={[{ pathname: '/404', state: { from: '/experience/999--gone' } }]}>
      <NotFoundPage />
    </MemoryRouter>
  ),
};

/** `/sandbox`: the UI kit gallery as it appears inside the running site. */
export const Sandbox: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/sandbox']}>
      <SandboxPage />
    </MemoryRouter>
  ),
};
