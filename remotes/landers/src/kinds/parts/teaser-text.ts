import type { Teaser } from '@dating/contract';

type Translate = (key: string, options: Record<string, unknown>) => string;

/** "Anna, 31" (or the name alone when the age is not shown). */
export const nameAge = (t: Translate, teaser: Teaser) =>
  teaser.age === null ? teaser.name : t('teasers.nameAge', { name: teaser.name, age: teaser.age });

/** "Utrecht, NL": the city, and the country when the teaser has one. */
export const teaserPlace = (teaser: Teaser) => [teaser.city, teaser.country].filter(Boolean).join(', ');
