import type { ReactNode } from 'react';
import '../../common/home.css';

/** A section's loading skeleton: placeholder cards, announced once to screen readers. */
export function SectionSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div className="mfd-skeleton" aria-busy="true">
      <p role="status" className="ti-visually-hidden">
        {label}
      </p>
      <ul className="mfd-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="mfd-card mfd-card--skeleton">
            <div className="mfd-card__thumb" />
            <div className="mfd-skeleton__line" />
            <div className="mfd-skeleton__line mfd-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A section with nothing to show. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="mfd-empty">{children}</p>;
}
