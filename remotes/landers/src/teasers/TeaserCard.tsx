import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@dating/api-client';
import type { Teaser } from '@dating/contract';
import { Avatar } from '@dating/ui';
import './teasers.css';

export interface TeaserCardProps {
  teaser: Teaser;
  /** the photos are blurred copies: said to screen readers too, so nobody wonders why they see no face */
  blurred: boolean;
  /** 'h3' in a grid under a section heading */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A member on a landing page: photo, name, age and city; no link, a visitor signs up to see more. */
export function TeaserCard({ teaser, blurred, headingLevel: Heading = 'h3' }: TeaserCardProps) {
  const { t } = useTranslation('landers');
  const mediaUrl = useMediaUrl();
  const place = [teaser.city, teaser.country].filter(Boolean).join(', ');
  return (
    <article className="landers-teaser" data-blurred={blurred || undefined}>
      <Avatar
        size="fill"
        shape="rounded"
        className="landers-teaser__photo"
        src={teaser.thumb ? mediaUrl(teaser.thumb) : null}
        alt={blurred ? t('teaser.blurredPhoto', { name: teaser.name }) : t('teaser.photo', { name: teaser.name })}
      />
      <div className="landers-teaser__caption">
        <Heading className="landers-teaser__name">
          {teaser.age === null ? teaser.name : t('teaser.nameAge', { name: teaser.name, age: teaser.age })}
        </Heading>
        {place && <p className="landers-teaser__place">{place}</p>}
      </div>
    </article>
  );
}
