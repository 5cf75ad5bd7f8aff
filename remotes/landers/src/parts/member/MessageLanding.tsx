import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Lock, Send } from 'lucide-react';
import { Avatar, buttonClassName, Card } from '@dating/ui';
import type { LandingMemberData } from '../LandingMember';
import { MemberPlace, useNameAge } from '../MemberFacts';
import { memberSignupPath } from '../member-id';
import { useMemberPhoto } from '../useMemberPhoto';
import { usePageTitle } from '../usePageTitle';

/**
 * /members/{id}/landing2/{slug}: the conversation with the member as it will look, still empty; the composer
 * is the way to the signup form, where the first message can be written.
 */
export function MessageLanding({ member, blurred }: LandingMemberData) {
  const { t } = useTranslation('landers');
  const nameAge = useNameAge();
  const photo = useMemberPhoto(member, blurred);
  usePageTitle('member-landing', { name: member.name });
  const signup = memberSignupPath(member.id);
  return (
    <div className="landers-message-page">
      <h1 className="landers-message-page__title">{t('message.title', { name: member.name })}</h1>
      <Card as="section" padding="none" className="landers-chat" aria-label={t('message.label', { name: member.name })}>
        <div className="landers-chat__head">
          <Avatar size="lg" src={photo.src} alt={photo.alt} />
          <div>
            <p className="landers-chat__name">{nameAge(member)}</p>
            <MemberPlace member={member} />
          </div>
        </div>
        <div className="landers-chat__body">
          <p className="landers-chat__empty">{t('message.empty', { name: member.name })}</p>
          <p className="landers-chat__bubble">{t('message.suggestion', { name: member.name })}</p>
        </div>
        <Link to={signup} className="landers-chat__composer">
          <span>{t('message.compose', { name: member.name })}</span>
          <Send aria-hidden="true" />
        </Link>
      </Card>
      <Link
        to={signup}
        className={buttonClassName({ size: 'lg', block: true, className: 'landers-message-page__cta' })}
      >
        {t('message.cta', { name: member.name })}
      </Link>
      <p className="landers-message-page__note">
        <Lock aria-hidden="true" />
        {blurred ? t('message.noteBlurred') : t('message.note', { name: member.name })}
      </p>
    </div>
  );
}
