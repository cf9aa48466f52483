import { useLayoutEffect, useRef } from 'react';

/** A member's initial on their colour: decorative (their name is always written beside it). */
export function MemberMark({ name, color }: { name: string; color: string }) {
  const mark = useRef<HTMLSpanElement>(null);
  // the colour is set through the element's style object: the site's CSP forbids style attributes in markup
  useLayoutEffect(() => {
    if (mark.current) mark.current.style.backgroundColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '';
  }, [color]);
  return (
    <span ref={mark} className="mfp-together__mark" aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}
