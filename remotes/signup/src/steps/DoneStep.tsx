import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@dating/api-client';
import { getBus } from '@dating/bus';
import type { StepProps } from './types';

/** Mail provider 2 is the one whose web mail search we can link to. */
export const mailSearchUrl = (siteName: string) =>
  `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(siteName)}`;

/** Step 7: where the activation mail went, and the way into the members area. */
export function DoneStep({ user }: StepProps) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const navigate = useNavigate();
  const siteName = settings.data?.name ?? '';
  const enter = () => {
    getBus().emit('signupFlowComplete', {});
    navigate('/home');
  };
  return (
    <section className="signup-step" aria-labelledby="signup-done-heading">
      <h2 id="signup-done-heading">{t('done.title')}</h2>
      <p>
        {t('done.sent_to')} <strong>{user.email}</strong>
      </p>
      <p>{t('done.spam')}</p>
      <p>
        <Link to="/profile">{t('done.wrong_email')}</Link>
      </p>
      {user.mailprovider === 2 && siteName && (
        <p>
          <a href={mailSearchUrl(siteName)} target="_blank" rel="noopener noreferrer">
            {t('done.open_mail')}
          </a>
        </p>
      )}
      <div className="signup-actions">
        <button type="button" className="signup-primary" onClick={enter}>
          {t('done.enter')}
        </button>
      </div>
    </section>
  );
}
