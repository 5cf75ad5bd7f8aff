import { useLikeToggle } from '@dating/api-client';
import type { Profile } from '@dating/contract';
import { LikeToggle } from '@dating/ui';

/** The shared like button, connected to the like call for one member (the profile lets the like show at once). */
export function LikeButton({ profile, liked }: { profile: Profile; liked: boolean }) {
  const toggle = useLikeToggle();
  return (
    <LikeToggle
      name={profile.name}
      liked={liked}
      pending={toggle.isPending}
      onToggle={() => toggle.mutate({ profileId: profile.id, like: !liked, profile })}
    />
  );
}
