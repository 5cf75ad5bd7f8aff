import { LANDER_PAGES, type LanderContent } from '@dating/contract';
import { LANGUAGES } from '@dating/config';

const perLanguage = <T>(make: (lng: string) => T) => Object.fromEntries(LANGUAGES.map((lng) => [lng, make(lng)]));

/** Content as marketing publishes it with a landers version; `tag` tells two versions apart. */
export function landerContent(tag: string): LanderContent {
  const copy = (lng: string) => ({
    title: `Summer love ${tag} ${lng}`,
    description: `Meet singles this summer (${lng}) <b>`,
    headline: `Headline ${tag} ${lng}`,
    subline: 'Subline',
    cta: 'Join free',
    points: ['Free signup'],
  });
  return {
    campaigns: [
      { kind: 'video', slug: 'summer', audience: { gender: '', min_age: 18, max_age: 99 }, copy: perLanguage(copy) },
      {
        kind: 'socialnetwork',
        slug: 'spring',
        audience: { gender: '', min_age: 18, max_age: 99 },
        copy: perLanguage(copy),
      },
    ],
    pages: Object.fromEntries(
      LANDER_PAGES.map((page) => [
        page,
        perLanguage((lng) => ({ title: `${page} {{name}} ${lng}`, description: `About ${page} ${lng}` })),
      ]),
    ) as LanderContent['pages'],
  } as LanderContent;
}
