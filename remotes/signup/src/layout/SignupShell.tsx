import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@dating/ui';
import { BrandPanel } from './BrandPanel';

export interface SignupShellProps {
  /** the page's h1 */
  title: ReactNode;
  /** under the title, before the flow: the fictional-profile warning of /members/:id/signup */
  notice?: ReactNode;
  children: ReactNode;
}

export const SIGNUP_HEADING_ID = 'signup-heading';

/**
 * The frame of every signup page: one calm column on a phone; on a desktop a card on the page
 * background beside the brand panel. Once a step past the account form shows, the title steps back
 * to a small line over the step's own heading (see signup.css).
 */
export function SignupShell({ title, notice, children }: SignupShellProps) {
  const { t } = useTranslation('signup');
  return (
    <div className="signup-page">
      <Card as="section" padding="lg" className="signup-card" aria-labelledby={SIGNUP_HEADING_ID}>
        <h1 id={SIGNUP_HEADING_ID} className="signup-title">
          {title}
        </h1>
        {/* the brand panel's promise, under the title where the panel does not show (phones, the account form) */}
        <p className="signup-lead">{t('brand.tagline')}</p>
        {notice}
        {children}
      </Card>
      <BrandPanel />
    </div>
  );
}
