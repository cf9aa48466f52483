import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { NoPlanOnDevice } from './NoPlanOnDevice';

/** /my/plans/guest for a signed-in user with no plan on this device: a way to their plans, no sign-up prompt. */
const meta = {
  title: 'mf-planner/No plan on this device',
  component: NoPlanOnDevice,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;

export const SignedIn = {};
