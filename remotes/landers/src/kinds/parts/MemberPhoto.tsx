import { useMediaUrl } from '@dating/api-client';
import type { Teaser } from '@dating/contract';
import { Avatar, type AvatarProps } from '@dating/ui';
import { useLanderKindsMessages } from '../i18n';

export interface MemberPhotoProps {
  teaser: Teaser;
  /** server-made blurred copies: the alt text says so, the stylesheet does not blur again */
  blurred: boolean;
  size?: AvatarProps['size'];
  shape?: AvatarProps['shape'];
  className?: string;
  /** decorative where the name is written right beside the photo */
  decorative?: boolean;
  /** the first photo a phone shows: the page's largest paint, loaded at once */
  firstScreen?: boolean;
}

/** A teaser's photo (or the silhouette), with an alt text that tells a blurred copy apart. */
export function MemberPhoto({
  teaser,
  blurred,
  size = 'fill',
  shape = 'rounded',
  className,
  decorative = false,
  firstScreen = false,
}: MemberPhotoProps) {
  const { t } = useLanderKindsMessages();
  const mediaUrl = useMediaUrl();
  const alt = blurred ? t('teasers.blurredPhoto', { name: teaser.name }) : t('teasers.photo', { name: teaser.name });
  return (
    <Avatar
      size={size}
      shape={shape}
      className={className}
      src={teaser.thumb ? mediaUrl(teaser.thumb) : null}
      alt={decorative ? '' : alt}
      firstScreen={firstScreen}
    />
  );
}
