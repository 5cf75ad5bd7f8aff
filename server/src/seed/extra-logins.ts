import type { Db } from '../db/connect';
import { hashPassword } from '../auth/password';
import { DEMO_PASSWORD } from './demo';

export const extraLoginEmail = (n: number) => `member${n}@example.com`;

/**
 * memberN@example.com with the demo password: separate logins for tests and demos that change a profile,
 * so one run's edits never show up in another's. Each has a plain, complete-enough profile to edit.
 */
export async function createExtraLogins(db: Db, count: number, now = new Date()): Promise<void> {
  if (count === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    email: extraLoginEmail(i + 1),
    password_hash: passwordHash,
    name: `Member ${i + 1}`,
    gender: i % 2 === 0 ? 'female' : 'male',
    date_of_birth: `19${80 + (i % 15)}-0${1 + (i % 9)}-1${i % 9}`,
    country: 'NL',
    countryregion: 'UT',
    city: 'Utrecht',
    personal: '',
    details: JSON.stringify({}),
    language: 'en',
    signup_date: now,
    credits: 0,
    mailprovider: 0,
    activated: true,
    last_signup_step: true,
  }));
  await db
    .insertInto('members')
    .values(rows as never)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
