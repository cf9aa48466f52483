import { useTranslation } from 'page-singleton';
import { Drawer, RemoteWidget, type DrawerName, type ExposedRef } from 'shared';
import { MenuDrawerContent } from './MenuDrawerContent';
import { NS } from '../i18n';

/** Which remote widget fills each drawer; the menu drawer is the shell's own. */
const CONTENTS: Record<Exclude<DrawerName, 'menu'>, { widget: ExposedRef<'drawer'>; side: 'left' | 'right' }> = {
  profile: { widget: { remote: 'mf_profile', module: 'ProfileDrawer' }, side: 'right' },
  filter: { widget: { remote: 'mf_discovery', module: 'FilterDrawer' }, side: 'right' },
  search: { widget: { remote: 'mf_discovery', module: 'PopupSearch' }, side: 'right' },
  inspiration: { widget: { remote: 'mf_planner', module: 'InspirationDrawer' }, side: 'right' },
  planner: { widget: { remote: 'mf_planner', module: 'PlannerDrawer' }, side: 'right' },
};

export interface DrawerFrameProps {
  open: DrawerName;
  /** the inspiration or planner drawer was opened from its list: its widget shows "back to list" */
  backToList?: boolean;
  onClose: () => void;
  onBack?: () => void;
}

/** The open drawer: the shared Drawer (Esc/backdrop close, focus kept inside, scroll lock) and its content. */
export default function DrawerFrame({ open, backToList, onClose, onBack }: DrawerFrameProps) {
  const { t } = useTranslation(NS);
  return (
    <Drawer
      open
      side={open === 'menu' ? 'left' : CONTENTS[open].side}
      heading={t(`drawer.${open}`)}
      onClose={onClose}
      onBack={onBack}
    >
      {open === 'menu' ? (
        <MenuDrawerContent onNavigate={onClose} />
      ) : (
        <RemoteWidget {...CONTENTS[open].widget} params={{}} query={{}} extra={{ backToList, closeDrawer: onClose }} />
      )}
    </Drawer>
  );
}
