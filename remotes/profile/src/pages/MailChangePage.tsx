import '../account/credentials.css';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { ApiError, useConfirmMailChange, useUser } from '@dating/api-client';
import { CHANGE_EMAIL_PATH, type RemotePageProps } from '@dating/routes';
import { buttonClassName, Card, ErrorNotice, LoadingRegion, Skeleton } from '@dating/ui';
import { errorText } from '@dating/i18n';
import { CodeInvalidNotice } from '../account/CodeInvalidNotice';
import { useMailedCode } from '../account/use-mailed-code';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/**
 * /mail-change/do (docs/product.md §2, no login): the link mailed to the new address. Opening it is the
 * confirmation, so the change is sent at once; the code is single-use, hence one send per page view.
 */
export default function MailChangePage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const code = useMailedCode();
  const user = useUser();
  const confirm = useConfirmMailChange();
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    confirm.mutate({ code });
  }, [code, confirm]);

  const codeRefused = !code || (confirm.error instanceof ApiError && confirm.error.code === 'code_invalid');
  const loggedIn = Boolean(user.data?.user);

  return (
    <section className="profile-cred-page" aria-labelledby={`${id}-title`}>
      <Card padding="lg" className="profile-cred-section">
        <h1 id={`${id}-title`} className="profile-page-title">
          {t('credentials.mail_change_do.title')}
        </h1>
        {codeRefused ? (
          <CodeInvalidNotice
            retryPath={loggedIn ? CHANGE_EMAIL_PATH : '/login'}
            retryLabel={loggedIn ? t('credentials.mail_change_do.again') : t('credentials.back_to_login')}
          />
        ) : confirm.isSuccess ? (
          <div role="status" className="profile-cred-done">
            <p className="profile-section-heading">
              <MailCheck aria-hidden="true" />
              {t('credentials.mail_change_do.done_title')}
            </p>
            <p className="profile-cred-text">{t('credentials.mail_change_do.done', { email: confirm.data.email })}</p>
            <div className="profile-cred-actions">
              <Link to={loggedIn ? '/profile' : '/login'} className={buttonClassName({})}>
                {loggedIn ? t('credentials.to_profile') : t('credentials.to_login')}
              </Link>
            </div>
          </div>
        ) : confirm.isError ? (
          <ErrorNotice>{errorText(t, confirm.error)}</ErrorNotice>
        ) : (
          <LoadingRegion label={t('credentials.mail_change_do.confirming')}>
            <Skeleton height="3rem" />
          </LoadingRegion>
        )}
      </Card>
    </section>
  );
}
