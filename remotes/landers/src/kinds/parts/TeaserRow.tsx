import { useId } from 'react';
import type { Audience } from '@dating/contract';
import { TeaserCard } from '../../teasers/TeaserCard';
import { useLanderKindsMessages } from '../i18n';
import { TeasersState } from './TeasersState';
import { useCampaignTeasers } from './useCampaignTeasers';

export interface TeaserRowProps {
  audience: Audience;
  heading: string;
  count?: number;
  /** grid: rows of cards; strip: one row the visitor swipes through */
  look?: 'grid' | 'strip';
  className?: string;
}

/** A labelled section of the campaign's members as cards, with the blurred-photo note when it applies. */
export function TeaserRow({ audience, heading, count = 8, look = 'grid', className }: TeaserRowProps) {
  const { t } = useLanderKindsMessages();
  const teasers = useCampaignTeasers(audience, count);
  const headingId = useId();
  const listClass = `lk-teasers__list lk-teasers__list--${look}`;
  return (
    <section className={['lk-teasers', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="lk-section-heading">
        {heading}
      </h2>
      <TeasersState teasers={teasers} placeholders={look === 'strip' ? 4 : 8} placeholderClassName={listClass}>
        {({ profiles, blurred }) => (
          <>
            {blurred && <p className="lk-note">{t('teasers.blurred')}</p>}
            {/* A strip scrolls sideways and its cards hold nothing to tab to: the list itself takes focus, so a
                keyboard can scroll it (arrow keys), and says what it is. */}
            <ul className={listClass} {...(look === 'strip' ? { tabIndex: 0, 'aria-labelledby': headingId } : {})}>
              {profiles.map((teaser) => (
                <li key={teaser.id}>
                  <TeaserCard teaser={teaser} blurred={blurred} />
                </li>
              ))}
            </ul>
          </>
        )}
      </TeasersState>
    </section>
  );
}
