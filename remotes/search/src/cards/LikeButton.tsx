import { useLikeToggle } from '@dating/api-client';
import type { Profile } from '@dating/contract';
import { LikeToggle, type LikeToggleProps } from '@dating/ui';

export interface LikeButtonProps {
  profile: Profile;
  liked: boolean;
  /** overlay on a card's photo, pill (heart and word) on the profile page */
  appearance?: LikeToggleProps['appearance'];
  className?: string;
}

/** The shared like button, connected to the like call for one member (the profile lets the like show at once). */
export function LikeButton({ profile, liked, appearance = 'pill', className }: LikeButtonProps) {
  const toggle = useLikeToggle();
  return (
    <LikeToggle
      name={profile.name}
      liked={liked}
      pending={toggle.isPending}
      appearance={appearance}
      className={className}
      onToggle={() => toggle.mutate({ profileId: profile.id, like: !liked, profile })}
    />
  );
}
