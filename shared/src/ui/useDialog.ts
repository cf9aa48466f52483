import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-focusable elements inside `root`, in tab order of the document. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'),
  );
}

/** Open dialogs (modals and drawers), topmost last: only the topmost reacts to Esc and traps focus. */
const layers: symbol[] = [];
const isTop = (id: symbol) => layers[layers.length - 1] === id;

export interface DialogBehaviour {
  open: boolean;
  onClose: () => void;
  /** What gets focus on open; default: the dialog container itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The shared behaviour of Modal and Drawer while open: Esc closes (topmost dialog only), Tab and
 * Shift+Tab cycle inside, focus moves in on open and returns to the opener on close.
 */
export function useDialog(
  containerRef: RefObject<HTMLElement | null>,
  { open, onClose, initialFocusRef }: DialogBehaviour,
): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const id = Symbol('dialog');
    layers.push(id);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    (initialFocusRef?.current ?? container)?.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop(id) || !container) return;
      if (e.key === 'Escape' || e.key === 'Esc') {
        // a widget inside (a menu, an autocomplete) that handled Esc itself calls preventDefault
        if (e.defaultPrevented) return;
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableIn(container);
      if (items.length === 0) {
        e.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && container.contains(active);
      if (e.shiftKey && (!inside || active === first || active === container)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || active === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    // focus that escapes (a click on the page behind, a script) is brought back
    const onFocusIn = (e: FocusEvent) => {
      if (!isTop(id) || !container) return;
      if (e.target instanceof Node && !container.contains(e.target)) container.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const i = layers.indexOf(id);
      if (i >= 0) layers.splice(i, 1);
      if (opener && opener.isConnected) opener.focus();
    };
    // (the refs are the same objects for the dialog's life: opening and closing is what runs this again)
  }, [open, containerRef, initialFocusRef]);
}
