import { Widget } from '@dating/ui';
import { useSearchMessages } from '../i18n';

/**
 * What a visitor gets instead of the like and chat buttons (docs/product.md §6): the signup form beside the results.
 */
export function VisitorSignup() {
  const { t } = useSearchMessages();
  return (
    <aside className="search-visitor-signup" aria-labelledby="search-visitor-signup-heading">
      <h2 id="search-visitor-signup-heading" className="search-subtitle">
        {t('visitor.signupHeading')}
      </h2>
      <p className="search-visitor-signup__text">{t('visitor.signupText')}</p>
      <Widget name="signupForm" />
    </aside>
  );
}
