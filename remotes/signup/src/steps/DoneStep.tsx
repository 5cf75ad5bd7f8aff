import { ExternalLink, MailCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@dating/api-client';
import { returnPath } from '@dating/contract';
import { Button, buttonClassName } from '@dating/ui';
import { CHANGE_EMAIL_PATH } from '@dating/routes';
import { StepHeader } from '../layout/StepHeader';
import type { StepProps } from './types';

/** Mail provider 2 is the one whose web mail search we can link to. */
export const mailSearchUrl = (siteName: string) =>
  `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(siteName)}`;

/** Step 7: where the activation mail went, and the way into the members area. */
export function DoneStep({ user }: StepProps) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const navigate = useNavigate();
  const back = returnPath(useSearchParams()[0]);
  const siteName = settings.data?.name ?? '';
  const enter = () => navigate(back ?? '/home');
  return (
    <section className="signup-step" aria-labelledby="signup-done-heading">
      <StepHeader id="signup-done-heading" icon={<MailCheck />} title={t('done.title')} />
      <div className="signup-sent">
        <p>{t('done.sent_to')}</p>
        <strong className="signup-sent__email">{user.email}</strong>
      </div>
      <p className="signup-hint signup-center">{t('done.spam')}</p>
      <div className="signup-actions">
        <Button size="lg" block onClick={enter}>
          {t('done.enter')}
        </Button>
        {user.mailprovider === 2 && siteName && (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}
            href={mailSearchUrl(siteName)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('done.open_mail')}
            <ExternalLink className="signup-inline-icon" aria-hidden="true" />
          </a>
        )}
        <Link to={CHANGE_EMAIL_PATH} className="signup-textlink">
          {t('done.wrong_email')}
        </Link>
      </div>
    </section>
  );
}
