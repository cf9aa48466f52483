import { atom } from 'jotai';
import type { DrawerName } from 'shared';

/** The drawer frame's state: which drawer is open (only one at a time) and the back-to-list flags. */
export interface DrawerState {
  open: DrawerName | null;
  backToList: { inspiration: boolean; planner: boolean };
}

export const initialDrawerState: DrawerState = { open: null, backToList: { inspiration: false, planner: false } };
export const drawerStateAtom = atom<DrawerState>(initialDrawerState);

export function openDrawer(state: DrawerState, drawer: DrawerName, backToList?: boolean): DrawerState {
  const flags = { ...state.backToList };
  if ((drawer === 'inspiration' || drawer === 'planner') && backToList !== undefined) flags[drawer] = backToList;
  return { open: drawer, backToList: flags };
}

export function closeDrawer(state: DrawerState, drawer?: DrawerName): DrawerState {
  if (drawer && state.open !== drawer) return state;
  return { ...state, open: null };
}
