import type { ReactNode } from 'react';
import { BrandHeader } from './BrandHeader';
import { LegalLinks } from './LegalLinks';

export interface StandaloneFrameProps {
  children: ReactNode;
  /** a design that runs its content to the screen's edges (a full-bleed photo) */
  bleed?: boolean;
  className?: string;
}

/** What the 'empty' layout leaves to the page: the brand header on top, the legal links at the bottom. */
export function StandaloneFrame({ children, bleed = false, className }: StandaloneFrameProps) {
  return (
    <div className={['landers-frame', bleed && 'landers-frame--bleed', className].filter(Boolean).join(' ')}>
      <BrandHeader />
      {/* the host's layout is the page's <main> already */}
      <div className="landers-frame__main">{children}</div>
      <LegalLinks />
    </div>
  );
}
