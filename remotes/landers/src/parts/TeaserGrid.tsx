import type { Teaser } from '@dating/contract';
import { LoadingRegion, Skeleton } from '@dating/ui';
import { TeaserCard } from '../teasers/TeaserCard';

export interface TeaserGridProps {
  teasers: Teaser[];
  blurred: boolean;
  headingLevel?: 'h3' | 'h4';
}

/** Members as a grid of photo cards: two across on a phone, four on a desktop. */
export function TeaserGrid({ teasers, blurred, headingLevel = 'h3' }: TeaserGridProps) {
  return (
    <ul className="landers-grid">
      {teasers.map((teaser) => (
        <li key={teaser.id}>
          <TeaserCard teaser={teaser} blurred={blurred} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the members are on their way, so nothing jumps when they arrive. */
export function TeaserGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingRegion label={label}>
      <ul className="landers-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="landers-grid__placeholder">
            <Skeleton shape="rect" aspectRatio="1" width="100%" />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
