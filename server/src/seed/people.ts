import { fakerDE, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPL, type Faker } from '@faker-js/faker';
import { DETAIL_FIELDS } from '@dating/contract';
import { CREDIT_PACKAGES } from '../credits/packages';
import { personalNote } from './notes';
import type { CountryPlaces } from './places';
import type { Random } from './random';

/** Seeded countries: the seven language countries, each with the faker locale of its names. */
export const SEED_COUNTRIES = {
  US: { language: 'en', faker: fakerEN_US, share: 30, domain: 'example.com' },
  DE: { language: 'de', faker: fakerDE, share: 15, domain: 'example.net' },
  FR: { language: 'fr', faker: fakerFR, share: 12, domain: 'example.org' },
  IT: { language: 'it', faker: fakerIT, share: 12, domain: 'example.net' },
  ES: { language: 'es', faker: fakerES, share: 12, domain: 'example.org' },
  NL: { language: 'nl', faker: fakerNL, share: 10, domain: 'example.com' },
  PL: { language: 'pl', faker: fakerPL, share: 9, domain: 'example.net' },
} satisfies Record<string, { language: string; faker: Faker; share: number; domain: string }>;
export type SeedCountry = keyof typeof SEED_COUNTRIES;

export interface SeedPerson {
  email: string;
  name: string;
  gender: 'male' | 'female';
  date_of_birth: string;
  country: SeedCountry;
  countryregion: string;
  city: string;
  latitude: number;
  longitude: number;
  personal: string;
  details: Record<string, string>;
  language: string;
  signup_date: Date;
  paid_user: boolean;
  /** what is left of the package bought (purchase) or of the welcome credits (a bonus) */
  credits: number;
  /** the package a paying member bought, and when; the difference to `credits` went on messages */
  purchase: { packageId: number; credits: number; at: Date } | null;
  /** a time bonus running now (a few members) */
  timeBonus: { percentage: number; expiresAt: Date } | null;
  mailprovider: number;
  activated: boolean;
  /** index into the avatar pool of the member's gender, or null for a member without a photo */
  avatar: number | null;
}

/** Age distribution of the members (18-80), roughly that of dating-site users. */
const AGE_BANDS = { '18-24': 14, '25-34': 26, '35-44': 22, '45-54': 18, '55-64': 12, '65-80': 8 } as const;
const DAY_MS = 86_400_000;

export function makePerson(
  seq: number,
  country: SeedCountry,
  places: CountryPlaces,
  random: Random,
  avatarPoolSize: number,
  today: Date,
): SeedPerson {
  const { language, faker, domain } = SEED_COUNTRIES[country];
  const gender = random.chance(0.5) ? 'female' : 'male';
  const first = faker.person.firstName(gender);
  const last = faker.person.lastName(gender);
  const place = places.pick(random);
  const birth = birthDate(random, today);
  const age = yearsBetween(birth, today);
  // Paid members bought a package and spent part of it; unpaid ones keep what is left of the welcome credits.
  const paid = random.chance(0.15);
  const signupDate = new Date(today.getTime() - random.int(0, 3 * 365) * DAY_MS - random.int(0, DAY_MS));
  const bought = paid ? random.pick(CREDIT_PACKAGES) : null;
  const credits = bought ? random.int(0, bought.credits) : random.chance(0.3) ? random.int(1, 10) : 0;
  const purchasedAt = new Date(signupDate.getTime() + random.next() * (today.getTime() - signupDate.getTime()));
  return {
    // example.com/.net/.org are reserved (RFC 2606): no seeded address can reach a real mailbox.
    email: `${ascii(first)}.${ascii(last)}.${seq}@${domain}`,
    name: first,
    gender,
    date_of_birth: birth.toISOString().slice(0, 10),
    country,
    countryregion: place.region,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    personal: random.chance(0.9) ? personalNote(language, gender, random) : '',
    details: details(gender, age, birth, random),
    language,
    signup_date: signupDate,
    paid_user: paid,
    credits,
    purchase: bought ? { packageId: bought.id, credits: bought.credits, at: purchasedAt } : null,
    timeBonus: random.chance(0.02)
      ? { percentage: random.pick([10, 15, 25]), expiresAt: new Date(today.getTime() + random.int(1, 72) * 3_600_000) }
      : null,
    mailprovider: random.int(0, 3),
    activated: random.chance(0.92),
    avatar: random.chance(0.85) ? random.int(0, avatarPoolSize - 1) : null,
  };
}

function birthDate(random: Random, today: Date): Date {
  const band = random.weighted(AGE_BANDS);
  const [min, max] = band.split('-').map(Number) as [number, number];
  const age = random.int(min, max);
  // A day in the year in which the member is `age` years old.
  const latest = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return new Date(latest - random.int(0, 364) * DAY_MS);
}

function yearsBetween(birth: Date, today: Date): number {
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return years - (beforeBirthday ? 1 : 0);
}

/** Answers to the optional profile fields: most members fill in some, few fill in all. */
function details(gender: 'male' | 'female', age: number, birth: Date, random: Random): Record<string, string> {
  const out: Record<string, string> = {};
  const maybe = (field: keyof typeof DETAIL_FIELDS, value: () => string, probability = 0.7) => {
    if (random.chance(probability)) out[field] = value();
  };
  const other = gender === 'male' ? 'female' : 'male';
  maybe('looking_for', () => random.weighted({ [other]: 85, [gender]: 10, both: 5 } as Record<string, number>), 0.95);
  maybe('relationship_goal', () => random.pick(DETAIL_FIELDS.relationship_goal));
  maybe('relationship_status', () =>
    age < 30
      ? random.weighted({ single: 90, separated: 5, in_a_relationship: 5 })
      : random.weighted({ single: 55, divorced: 25, separated: 10, widowed: age > 55 ? 10 : 2 }),
  );
  maybe('body_type', () => random.pick(DETAIL_FIELDS.body_type));
  maybe('height', () =>
    gender === 'male'
      ? random.weighted({ '160_169': 12, '170_179': 40, '180_189': 35, '190_199': 12, '200_plus': 1 })
      : random.weighted({ under_150: 2, '150_159': 15, '160_169': 45, '170_179': 32, '180_189': 6 }),
  );
  maybe('eye_color', () => random.pick(DETAIL_FIELDS.eye_color));
  maybe('hair_color', () =>
    age > 60
      ? random.weighted({ grey: 50, white: 20, brown: 15, bald: gender === 'male' ? 15 : 0 })
      : random.pick(['black', 'brown', 'blonde', 'red'] as const),
  );
  maybe('smoking', () => random.weighted({ never: 65, occasionally: 15, regularly: 12, trying_to_quit: 8 }));
  maybe('drinking', () => random.weighted({ never: 20, socially: 65, regularly: 15 }));
  maybe('children', () =>
    age < 25
      ? 'none'
      : age > 50
        ? random.weighted({ none: 30, grown_up: 60, not_living_with_me: 10 })
        : random.pick(['none', 'living_with_me', 'not_living_with_me'] as const),
  );
  if (age < 45) maybe('wants_children', () => random.pick(DETAIL_FIELDS.wants_children), 0.5);
  maybe('education', () => random.pick(DETAIL_FIELDS.education));
  maybe('religion', () => random.pick(DETAIL_FIELDS.religion), 0.4);
  maybe('zodiac', () => zodiacOf(birth), 0.5);
  return out;
}

/** The sign of a birth date (tropical zodiac), so a member's sign agrees with the stated birthday. */
export function zodiacOf(birth: Date): string {
  const md = (birth.getUTCMonth() + 1) * 100 + birth.getUTCDate();
  const starts: [number, string][] = [
    [120, 'aquarius'],
    [219, 'pisces'],
    [321, 'aries'],
    [420, 'taurus'],
    [521, 'gemini'],
    [621, 'cancer'],
    [723, 'leo'],
    [823, 'virgo'],
    [923, 'libra'],
    [1023, 'scorpio'],
    [1122, 'sagittarius'],
    [1222, 'capricorn'],
  ];
  let sign = 'capricorn';
  for (const [start, name] of starts) if (md >= start) sign = name;
  return sign;
}

/** 'Łukasz' -> 'lukasz': addresses in plain ASCII. */
export function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
