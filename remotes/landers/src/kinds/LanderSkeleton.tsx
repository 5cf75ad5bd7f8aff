import { LoadingRegion, Skeleton } from '@dating/ui';

/** The shape of a landing page while its content loads: a headline, a line, a photo and the form's place. */
export function LanderSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="lk-page lk-skeleton">
      <Skeleton width="70%" height="2.5rem" />
      <Skeleton width="90%" />
      <Skeleton shape="rect" aspectRatio="16 / 9" width="100%" />
    </LoadingRegion>
  );
}
