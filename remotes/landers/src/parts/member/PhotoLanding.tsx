import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '@dating/ui';
import type { LandingMemberData } from '../LandingMember';
import { usePlace, useNameAge } from '../MemberFacts';
import { memberSignupPath } from '../member-id';
import { useMemberPhoto } from '../useMemberPhoto';
import { usePageTitle } from '../usePageTitle';

/**
 * /members/{id}/landing3/{slug}: the member's photo across the whole screen, name and place over it, and a chat
 * bubble that opens the signup form.
 */
export function PhotoLanding({ member, blurred }: LandingMemberData) {
  const { t } = useTranslation('landers');
  const nameAge = useNameAge();
  const place = usePlace()(member);
  const photo = useMemberPhoto(member, blurred);
  usePageTitle('member-landing', { name: member.name });
  return (
    <section className="landers-bleed" aria-labelledby="member-heading">
      <Avatar size="fill" shape="rounded" className="landers-bleed__photo" src={photo.src} alt={photo.alt} />
      <div className="landers-bleed__caption">
        <h1 id="member-heading" className="landers-bleed__name">
          {nameAge(member)}
        </h1>
        {place && <p className="landers-bleed__place">{place}</p>}
        {blurred && <p className="landers-bleed__note">{t('teasers.blurred')}</p>}
        <Link to={memberSignupPath(member.id)} className="landers-bubble">
          <MessageCircle aria-hidden="true" />
          <span>{t('bubble.cta', { name: member.name })}</span>
        </Link>
      </div>
    </section>
  );
}
