import { useTranslation } from 'shared/singleton';
import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { bus, Drawer, RemoteWidget, sharedStore, type DrawerName, type ExposedRef } from 'shared';
import { closeDrawer, drawerStateAtom, openDrawer } from './state';
import { MenuDrawerContent } from './MenuDrawerContent';
import { NS } from '../i18n';

/** Which remote widget fills each drawer (DESIGN §3); the menu drawer is the shell's own. */
const CONTENTS: Record<Exclude<DrawerName, 'menu'>, { widget: ExposedRef<'drawer'>; side: 'left' | 'right' }> = {
  profile: { widget: { remote: 'mf_profile', module: 'ProfileDrawer' }, side: 'right' },
  filter: { widget: { remote: 'mf_discovery', module: 'FilterDrawer' }, side: 'right' },
  search: { widget: { remote: 'mf_discovery', module: 'PopupSearch' }, side: 'right' },
  inspiration: { widget: { remote: 'mf_planner', module: 'InspirationDrawer' }, side: 'right' },
  planner: { widget: { remote: 'mf_planner', module: 'PlannerDrawer' }, side: 'right' },
};

/**
 * The drawer frame (spec §2): open/closed, one at a time, back-to-list flags for the inspiration and
 * planner drawers, Esc/backdrop close and scroll lock (the shared Drawer). Contents are remote widgets.
 */
export function DrawerHost() {
  const { t } = useTranslation(NS);
  const [state, setState] = useAtom(drawerStateAtom, { store: sharedStore });

  useEffect(() => {
    const offOpen = bus.on('drawer:open', ({ drawer, backToList }) =>
      setState((s) => openDrawer(s, drawer, backToList)),
    );
    const offClose = bus.on('drawer:close', ({ drawer }) => setState((s) => closeDrawer(s, drawer)));
    return () => {
      offOpen();
      offClose();
    };
  }, [setState]);

  const open = state.open;
  if (!open) return null;
  const close = () => setState((s) => closeDrawer(s));
  const backToList =
    (open === 'inspiration' || open === 'planner') && state.backToList[open]
      ? () => setState((s) => ({ ...s, backToList: { ...s.backToList, [open]: false } }))
      : undefined;

  return (
    <Drawer
      open
      side={open === 'menu' ? 'left' : CONTENTS[open].side}
      heading={t(`drawer.${open}`)}
      onClose={close}
      onBack={backToList}
    >
      {open === 'menu' ? (
        <MenuDrawerContent onNavigate={close} />
      ) : (
        <RemoteWidget
          {...CONTENTS[open].widget}
          params={{}}
          query={{}}
          extra={{
            backToList: open === 'inspiration' || open === 'planner' ? state.backToList[open] : undefined,
            closeDrawer: close,
          }}
        />
      )}
    </Drawer>
  );
}
