import type { ReactNode } from 'react';
import type { Layout } from '@dating/routes';
import { BrandHeader } from '../parts/BrandHeader';
import { LegalLinks } from '../parts/LegalLinks';

/** In the empty layout the host draws nothing around the page: its waiting and failure states bring the brand. */
export function LanderFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  if (layout !== 'empty') return <>{children}</>;
  return (
    <div className="lk-page lk-page--bare">
      <BrandHeader />
      <div className="lk-page__state">{children}</div>
      <LegalLinks />
    </div>
  );
}
