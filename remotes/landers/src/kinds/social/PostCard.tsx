import { MessageCircle } from 'lucide-react';
import type { Teaser } from '@dating/contract';
import { buttonClassName, Card } from '@dating/ui';
import { useLanderKindsMessages } from '../i18n';
import { MemberPhoto } from '../parts/MemberPhoto';
import { nameAge, teaserPlace } from '../parts/teaser-text';
import { SIGNUP_ANCHOR } from '../types';

export interface PostCardProps {
  teaser: Teaser;
  blurred: boolean;
  /** the first post: its photo is the page's largest paint on a phone */
  firstScreen?: boolean;
}

/** A member as a post in a feed: who, where, the photo, and a hello that leads to the signup form. */
export function PostCard({ teaser, blurred, firstScreen = false }: PostCardProps) {
  const { t } = useLanderKindsMessages();
  const place = teaserPlace(teaser);
  return (
    <Card as="article" padding="none" className="lk-post">
      <div className="lk-post__head">
        <MemberPhoto teaser={teaser} blurred={blurred} size="sm" shape="circle" decorative />
        <div>
          <h3 className="lk-post__name">{nameAge(t, teaser)}</h3>
          {place && <p className="lk-post__place">{t('social.livesIn', { place })}</p>}
        </div>
      </div>
      <MemberPhoto
        teaser={teaser}
        blurred={blurred}
        className="lk-post__photo"
        shape="rounded"
        firstScreen={firstScreen}
      />
      <div className="lk-post__actions">
        <a href={`#${SIGNUP_ANCHOR}`} className={buttonClassName({ variant: 'ghost', className: 'lk-post__hello' })}>
          <MessageCircle aria-hidden="true" />
          {t('teasers.sayHello', { name: teaser.name })}
        </a>
      </div>
    </Card>
  );
}
