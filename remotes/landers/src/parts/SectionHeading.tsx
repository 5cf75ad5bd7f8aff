import type { ReactNode } from 'react';

/** A section's h2 with an optional line under it, the same on every landing page. */
export function SectionHeading({ id, title, intro }: { id: string; title: ReactNode; intro?: ReactNode }) {
  return (
    <div className="landers-section-head">
      <h2 id={id} className="landers-section-title">
        {title}
      </h2>
      {intro && <p className="landers-section-intro">{intro}</p>}
    </div>
  );
}
