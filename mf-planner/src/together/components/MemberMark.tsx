import { useInlineStyle } from 'shared';

/** A member's initial on their colour: decorative (their name is always written beside it). */
export function MemberMark({ name, color }: { name: string; color: string }) {
  const mark = useInlineStyle<HTMLSpanElement>({
    'background-color': /^#[0-9a-f]{6}$/i.test(color) ? color : '',
  });
  return (
    <span ref={mark} className="mfp-together__mark" aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}
