import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { Button, Drawer, type DrawerName } from 'shared';
import { NS } from '../i18n';
import '../shell.css';
import { MenuLinks } from './MenuDrawerContent';

/**
 * The shell's drawer frame for each drawer (profile, menu, filter, popup search, inspiration, planner), as
 * DrawerHost renders it. The contents of the remote drawers have their own stories in their remotes; here a
 * placeholder shows the frame's states.
 */
function DrawerFrame({ drawer, backToList }: { drawer: DrawerName; backToList?: boolean }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(true);
  const [back, setBack] = useState(backToList ?? false);
  return (
    <MemoryRouter>
      <Button onClick={() => setOpen(true)}>{t(`drawer.${drawer}`)}</Button>
      <Drawer
        open={open}
        side={drawer === 'menu' ? 'left' : 'right'}
        heading={t(`drawer.${drawer}`)}
        onClose={() => setOpen(false)}
        onBack={back ? () => setBack(false) : undefined}
      >
        {drawer === 'menu' ? (
          <>
            <MenuLinks
              label={t('menu.main')}
              onNavigate={() => setOpen(false)}
              menu={{
                items: [
                  { title: t('nav.home'), url: '/' },
                  { title: t('nav.search'), url: '/search' },
                  { title: t('nav.inspiration'), url: '/my/inspiration' },
                  { title: t('nav.plans'), url: '/my/plans' },
                ],
              }}
            />
            <MenuLinks
              label={t('menu.more')}
              onNavigate={() => setOpen(false)}
              menu={{
                items: [
                  { title: t('screen.terms'), url: '/terms-conditions' },
                  { title: t('screen.privacy'), url: '/privacy-policy' },
                ],
              }}
            />
          </>
        ) : (
          <p style={{ color: '#4a5262' }}>{back ? 'Place detail (back-to-list on)' : 'List'}</p>
        )}
      </Drawer>
    </MemoryRouter>
  );
}

const meta = {
  title: 'shell/Drawers',
  component: DrawerFrame,
  parameters: { layout: 'fullscreen' },
  args: { drawer: 'menu' },
} satisfies Meta<typeof DrawerFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = { args: { drawer: 'menu' } };
export const Profile: Story = { args: { drawer: 'profile' } };
export const Filter: Story = { args: { drawer: 'filter' } };
export const PopupSearch: Story = { args: { drawer: 'search' } };
export const Inspiration: Story = { args: { drawer: 'inspiration' } };
export const InspirationBackToList: Story = { args: { drawer: 'inspiration', backToList: true } };
export const Planner: Story = { args: { drawer: 'planner' } };
export const PlannerBackToList: Story = { args: { drawer: 'planner', backToList: true } };
