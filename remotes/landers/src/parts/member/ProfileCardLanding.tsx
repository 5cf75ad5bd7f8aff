import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, MessageCircleHeart } from 'lucide-react';
import { Avatar, buttonClassName, Card } from '@dating/ui';
import { BlurredNote } from '../BlurredNote';
import type { LandingMemberData } from '../LandingMember';
import { MemberPlace, useNameAge } from '../MemberFacts';
import { memberSignupPath } from '../member-id';
import { SectionHeading } from '../SectionHeading';
import { TeaserGrid } from '../TeaserGrid';
import { useMemberPhoto } from '../useMemberPhoto';
import { usePageTitle } from '../usePageTitle';

const POINTS = ['free', 'fast', 'private'] as const;

/**
 * /members/{id}/landing: the member's profile card (photo beside the facts on a desktop, above them on a
 * phone), why to sign up, and more members near them under it.
 */
export function ProfileCardLanding({ member, others, blurred }: LandingMemberData) {
  const { t } = useTranslation('landers');
  const nameAge = useNameAge();
  const photo = useMemberPhoto(member, blurred);
  // the others are near the visitor, not necessarily near this member: the heading does not say where
  const othersHeading = useId();
  usePageTitle('member-landing', { name: member.name });
  return (
    <div className="landers-page">
      <Card as="section" padding="none" className="landers-profile" aria-labelledby="member-heading">
        <Avatar size="fill" shape="rounded" className="landers-profile__photo" src={photo.src} alt={photo.alt} />
        <div className="landers-profile__body">
          <p className="landers-profile__kicker">{t('member.kicker')}</p>
          <h1 id="member-heading" className="landers-profile__name">
            {nameAge(member)}
          </h1>
          <MemberPlace member={member} />
          <p className="landers-profile__text">{t('member.intro', { name: member.name })}</p>
          <ul className="landers-checks">
            {POINTS.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" />
                {t(`member.points.${point}`)}
              </li>
            ))}
          </ul>
          {blurred && <BlurredNote />}
          <Link to={memberSignupPath(member.id)} className={buttonClassName({ size: 'lg', block: true })}>
            <MessageCircleHeart aria-hidden="true" className="landers-button-icon" />
            {t('member.cta', { name: member.name })}
          </Link>
        </div>
      </Card>
      {others.length > 0 && (
        <section className="landers-section" aria-labelledby={othersHeading}>
          <SectionHeading id={othersHeading} title={t('member.others')} />
          <TeaserGrid teasers={others} blurred={blurred} />
        </section>
      )}
    </div>
  );
}
