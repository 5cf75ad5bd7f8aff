import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@dating/api-client';
import type { Teaser } from '@dating/contract';

/** A member's photo URL and its alt text, which says when the photo is a blurred copy and why. */
export function useMemberPhoto(member: Teaser, blurred: boolean): { src: string | null; alt: string } {
  const { t } = useTranslation('landers');
  const mediaUrl = useMediaUrl();
  return {
    src: member.thumb ? mediaUrl(member.thumb) : null,
    alt: blurred ? t('teaser.blurredPhoto', { name: member.name }) : t('teaser.photo', { name: member.name }),
  };
}
