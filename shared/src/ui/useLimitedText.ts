import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CompositionEvent,
  type Ref,
} from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Cuts `text` to `n` UTF-16 units (like the browser's maxlength) without splitting a surrogate pair. */
export function cutText(text: string, n: number): string {
  if (text.length <= n) return text;
  const cut = text.slice(0, Math.max(0, n));
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Fits an edit into `max`: the newly inserted characters (just before the caret) are trimmed, so text
 * typed or pasted in the middle never pushes existing text out. Returns the value and the new caret.
 */
export function fitToLimit(next: string, caret: number, max: number): { value: string; caret: number } {
  if (next.length <= max) return { value: next, caret };
  const overflow = next.length - max;
  const start = Math.max(0, caret - overflow);
  const value = next.slice(0, start) + next.slice(caret);
  return { value: value.length <= max ? value : cutText(value, max), caret: Math.min(start, max) };
}

export interface LimitedTextOptions {
  value?: string;
  defaultValue?: string;
  maxLength?: number;
  onChange?: (value: string) => void;
  /** the ref forwarded to the field's element, kept set alongside the hook's own */
  ref?: Ref<HTMLInputElement> | Ref<HTMLTextAreaElement>;
}

/** Sets a forwarded ref (callback or object) to the element. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Controlled or uncontrolled text with an optional hard limit: typing beyond `maxLength` is
 * blocked, a paste is truncated to what fits, and an IME composition (Chinese input) is only trimmed when
 * it ends so it is never cut mid-word.
 */
export function useLimitedText<T extends TextControl>({
  value,
  defaultValue,
  maxLength,
  onChange,
  ref,
}: LimitedTextOptions) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState(defaultValue ?? '');
  const text = controlled ? value : inner;
  const composing = useRef(false);
  const pendingCaret = useRef<number | null>(null);
  const elementRef = useRef<T | null>(null);
  const limit = typeof maxLength === 'number' && maxLength >= 0 ? maxLength : undefined;

  useLayoutEffect(() => {
    const el = elementRef.current;
    if (pendingCaret.current !== null && el && document.activeElement === el) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const commit = useCallback(
    (next: string) => {
      if (!controlled) setInner(next);
      if (next !== text) onChange?.(next);
    },
    [controlled, onChange, text],
  );

  const applyLimit = useCallback(
    (el: T) => {
      const raw = el.value;
      if (limit === undefined || raw.length <= limit) return raw;
      const fitted = fitToLimit(raw, el.selectionStart ?? raw.length, limit);
      pendingCaret.current = fitted.caret;
      // the controlled value may not change (typing at the limit): put the DOM back ourselves
      el.value = fitted.value;
      return fitted.value;
    },
    [limit],
  );

  const handleChange = useCallback(
    (e: ChangeEvent<T>) => {
      if (composing.current) {
        if (!controlled) setInner(e.target.value);
        else onChange?.(e.target.value);
        return;
      }
      commit(applyLimit(e.target));
    },
    [applyLimit, commit, controlled, onChange],
  );

  const handlePaste = useCallback(
    (e: ClipboardEvent<T>) => {
      if (limit === undefined) return;
      const el = e.currentTarget;
      const pasted = e.clipboardData.getData('text');
      const start = el.selectionStart ?? el.value.length;
      const end = el.selectionEnd ?? start;
      const room = limit - (el.value.length - (end - start));
      if (pasted.length <= room) return; // fits: let the browser paste
      e.preventDefault();
      const insert = cutText(pasted, Math.max(0, room));
      const next = el.value.slice(0, start) + insert + el.value.slice(end);
      el.value = next;
      pendingCaret.current = start + insert.length;
      commit(next);
    },
    [commit, limit],
  );

  const handleCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);

  const handleCompositionEnd = useCallback(
    (e: CompositionEvent<T>) => {
      composing.current = false;
      commit(applyLimit(e.currentTarget));
    },
    [applyLimit, commit],
  );

  const setRef = useCallback(
    (el: T | null) => {
      elementRef.current = el;
      assignRef(ref as Ref<T> | undefined, el);
    },
    [ref],
  );

  return {
    text,
    limit,
    elementRef,
    /** the callback ref for the element: sets the hook's ref and the forwarded one */
    setRef,
    handlers: {
      onChange: handleChange,
      onPaste: handlePaste,
      onCompositionStart: handleCompositionStart,
      onCompositionEnd: handleCompositionEnd,
    },
  };
}
