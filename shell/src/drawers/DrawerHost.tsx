import { lazy, Suspense, useEffect } from 'react';
import { useAtom } from 'jotai';
import { bus, sharedStore } from 'shared';
import { closeDrawer, drawerStateAtom, openDrawer } from './state';

/** The drawer frame and the menu's content arrive with the first drawer opened: none is open at first paint. */
const DrawerFrame = lazy(() => import('./DrawerFrame'));

/**
 * The drawer frame: open/closed, one at a time, back-to-list flags for the inspiration and
 * planner drawers, Esc/backdrop close and scroll lock (the shared Drawer). Contents are remote widgets.
 */
export function DrawerHost() {
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
  const listed = open === 'inspiration' || open === 'planner';
  return (
    <Suspense fallback={null}>
      <DrawerFrame
        open={open}
        backToList={listed ? state.backToList[open] : undefined}
        onClose={() => setState((s) => closeDrawer(s))}
        onBack={
          listed && state.backToList[open]
            ? () => setState((s) => ({ ...s, backToList: { ...s.backToList, [open]: false } }))
            : undefined
        }
      />
    </Suspense>
  );
}
