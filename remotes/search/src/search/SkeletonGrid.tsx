import { LoadingRegion, Skeleton } from '@dating/ui';

export interface SkeletonGridProps {
  /** read to screen readers while the shapes show */
  label: string;
  count: number;
  size?: 'full' | 'compact';
}

/** Card-shaped placeholders in the result grid's columns while members load, so nothing jumps when they arrive. */
export function SkeletonGrid({ label, count, size = 'full' }: SkeletonGridProps) {
  return (
    <LoadingRegion label={label} className="search-grid-frame search-skeletons">
      <div className={`search-grid search-grid--${size}`}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="search-card-skeleton">
            <Skeleton shape="rect" aspectRatio="3 / 4" className="search-card-skeleton-photo" />
            <span className="search-card-skeleton-caption">
              <Skeleton width="60%" className="search-card-skeleton-line" />
              <Skeleton width="80%" className="search-card-skeleton-line" />
            </span>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
