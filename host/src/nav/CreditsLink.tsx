import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { buttonClassName } from '@dating/ui';

export interface CreditsLinkProps {
  /** the balance from the user cache: a purchase or a message changes it everywhere at once */
  credits: number;
  /** the full width of the phone's menu sheet */
  block?: boolean;
  /** called when followed (the phone's menu sheet closes) */
  onFollow?: () => void;
}

/** The member's credit balance, leading to /credits where they buy more (template flag navigation.showCredits). */
export function CreditsLink({ credits, block = false, onFollow }: CreditsLinkProps) {
  const { t } = useTranslation('host');
  const full = t('nav.credits', { count: credits });
  return (
    <Link
      to="/credits"
      className={buttonClassName({ variant: block ? 'secondary' : 'ghost', block, className: 'top-nav__credits' })}
      // the header may show the number alone; the name says it in full (and contains that number)
      aria-label={block ? undefined : full}
      onClick={onFollow}
    >
      <Coins aria-hidden="true" className="top-nav__credits-icon" />
      {block ? (
        full
      ) : (
        <>
          <span className="top-nav__credits-short" aria-hidden="true">
            {credits}
          </span>
          <span className="top-nav__credits-long" aria-hidden="true">
            {full}
          </span>
        </>
      )}
    </Link>
  );
}
