import type { ReactNode } from 'react';
import type { CampaignCopy } from '@dating/contract';
import { buttonClassName } from '@dating/ui';
import { SIGNUP_ANCHOR } from '../types';

export interface LanderHeroProps {
  copy: CampaignCopy;
  className?: string;
  /** drawn between the subline and the call to action (the video's captions, the evening's note) */
  children?: ReactNode;
  /** false where the signup form is right beside the hero and a jump to it would go nowhere */
  showCta?: boolean;
}

/** The page's one h1: the campaign's headline and subline, and its call to action, which leads to the form. */
export function LanderHero({ copy, className, children, showCta = true }: LanderHeroProps) {
  return (
    <header className={['lk-hero', className].filter(Boolean).join(' ')}>
      <h1 className="lk-hero__headline">{copy.headline}</h1>
      <p className="lk-hero__subline">{copy.subline}</p>
      {children}
      {showCta && (
        <a href={`#${SIGNUP_ANCHOR}`} className={buttonClassName({ size: 'lg', className: 'lk-hero__cta' })}>
          {copy.cta}
        </a>
      )}
    </header>
  );
}
