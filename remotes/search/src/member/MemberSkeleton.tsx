import { LoadingRegion, Skeleton } from '@dating/ui';

/** The profile page's shape while the profile loads: the photo, the name, the facts and a few lines of text. */
export function MemberSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="search-page search-member search-member--loading">
      <div className="search-member-media">
        <Skeleton shape="rect" aspectRatio="4 / 5" className="search-member-skeleton-photo" />
      </div>
      <div className="search-member-info">
        <Skeleton width="55%" height="2rem" />
        <span className="search-member-chips">
          <Skeleton shape="rect" width="5.5rem" height="2rem" className="search-member-skeleton-chip" />
          <Skeleton shape="rect" width="7rem" height="2rem" className="search-member-skeleton-chip" />
          <Skeleton shape="rect" width="6rem" height="2rem" className="search-member-skeleton-chip" />
        </span>
        <Skeleton width="100%" />
        <Skeleton width="92%" />
        <Skeleton width="70%" />
      </div>
    </LoadingRegion>
  );
}
