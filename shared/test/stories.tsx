import { MemoryRouter } from 'react-router-dom';

/** Storybook decorator: the story inside a router of its own, for components that render links (no page router). */
export const withRouter = (Story: () => JSX.Element) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
