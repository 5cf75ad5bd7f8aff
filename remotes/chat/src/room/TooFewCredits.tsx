import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { buttonClassName } from '@dating/ui';

/**
 * A send the member's credits do not cover: nothing was sent or spent, the message waits in the composer, and the
 * way to buy credits comes back to this conversation afterwards.
 */
export function TooFewCredits({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-credits" role="alert">
      <Coins className="chat-credits-icon" aria-hidden="true" />
      <div className="chat-credits-text">
        <p className="chat-credits-title">{t('credits.title')}</p>
        <p>{t('credits.text')}</p>
      </div>
      <Link to={`/credits?return=${encodeURIComponent(returnTo)}`} className={buttonClassName()}>
        {t('credits.action')}
      </Link>
    </div>
  );
}
