import { startStep, stepAfterAccount, nextStep, progress } from '../src/logic/steps';
import { suggestEmail } from '../src/logic/email-suggestion';
import { checkSignupName, signupName } from '../src/logic/name';
import { ACTIVATION_POLL_MS, ACTIVATION_TICKS } from '@dating/config';
import { activationStage, activationProgress } from '../src/logic/activation';
import { buildSignupPayload, csrfHash } from '../src/logic/payload';
import { webcrypto } from 'node:crypto';

const empty = {
  main_image: null,
  countryregion: '',
  city: '',
  gender: '' as const,
  date_of_birth: '0000-00-00',
  personal: '',
};

describe('step transitions', () => {
  it('starts a logged-in visitor at 1, or 2 without push', () => {
    expect(startStep(empty, { pushAvailable: true, autoSkip: true })).toBe(1);
    expect(startStep(empty, { pushAvailable: false, autoSkip: true })).toBe(2);
  });
  it('auto-skips by what the profile has', () => {
    const opts = { pushAvailable: true, autoSkip: true };
    expect(startStep({ ...empty, main_image: { thumb_filename: 'a.jpg' } }, opts)).toBe(3);
    expect(startStep({ ...empty, countryregion: 'UT' }, opts)).toBe(4);
    expect(startStep({ ...empty, city: 'Gouda' }, opts)).toBe(4);
    expect(startStep({ ...empty, gender: 'female' }, opts)).toBe(5);
    expect(startStep({ ...empty, date_of_birth: '1990-01-02' }, opts)).toBe(5);
    expect(startStep({ ...empty, personal: 'hi', main_image: { thumb_filename: 'a' } }, opts)).toBe(6);
  });
  it('does not auto-skip when the template turns it off', () => {
    expect(startStep({ ...empty, personal: 'hi' }, { pushAvailable: true, autoSkip: false })).toBe(1);
    expect(startStep({ ...empty, personal: 'hi' }, { pushAvailable: false, autoSkip: false })).toBe(2);
  });
  it('goes from 0 to 1, or skips by the push state', () => {
    expect(stepAfterAccount('prompt', true)).toBe(1);
    expect(stepAfterAccount('subscribed', false)).toBe(3);
    expect(stepAfterAccount('denied', false)).toBe(2);
    expect(stepAfterAccount('unsupported', false)).toBe(2);
  });
  it('skips step 1 when push is not offered even though the browser could be asked', () => {
    expect(stepAfterAccount('prompt', false)).toBe(2);
  });
  it('moves one step on and stops at 7; progress is step / 6', () => {
    expect(nextStep(4)).toBe(5);
    expect(nextStep(7)).toBe(7);
    expect(progress(0)).toBe(0);
    expect(progress(3)).toBe(0.5);
    expect(progress(6)).toBe(1);
    expect(progress(7)).toBe(1);
  });
});

describe('email suggestion', () => {
  it('suggests close common providers (distance 2, second- and top-level parts)', () => {
    expect(suggestEmail('anna@gmial.com')).toBe('anna@gmail.com');
    expect(suggestEmail('anna@hotmail.con')).toBe('anna@hotmail.com');
    expect(suggestEmail('anna@hotmial.com')).toBe('anna@hotmail.com');
    expect(suggestEmail('anna@yaho.com')).toBe('anna@yahoo.com');
    expect(suggestEmail('anna@gmail.cmo')).toBe('anna@gmail.com');
  });
  it('leaves correct and unknown addresses alone', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull();
    expect(suggestEmail('anna@ziggo.nl')).toBeNull();
    expect(suggestEmail('anna@mycompany-intranet.org')).toBeNull();
    expect(suggestEmail('not an email')).toBeNull();
  });
});

describe('name', () => {
  it('defaults to the part before the @', () => {
    expect(signupName('', 'anna@example.com')).toBe('anna');
    expect(signupName(' Bo ', 'anna@example.com')).toBe('Bo');
  });
  it('applies the contract rules', () => {
    expect(checkSignupName('', 'anna@example.com')).toBeNull();
    expect(checkSignupName('@anna', 'anna@example.com')?.code).toBe('name_starts_with_at');
    expect(checkSignupName('anna@example.com', 'anna@example.com')?.code).toBe('name_equals_email');
    expect(checkSignupName('x'.repeat(151), 'anna@example.com')?.code).toBe('max_length');
    expect(checkSignupName('Anna', 'anna@example.com')).toBeNull();
  });
});

describe('activation progress', () => {
  it('ticks every 900 ms up to 20 ticks with stages at 4, 7 and 10', () => {
    expect(ACTIVATION_POLL_MS).toBe(900);
    expect(ACTIVATION_TICKS).toBe(20);
    expect([0, 3, 4, 6, 7, 9, 10, 19].map(activationStage)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(activationProgress(10)).toBe(0.5);
  });
});

describe('signup payload', () => {
  it('carries every field of the spec', async () => {
    const csrf = await csrfHash('abc', webcrypto.subtle as unknown as SubtleCrypto);
    expect(csrf).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const body = buildSignupPayload(
      { email: ' anna@example.com ', name: '', password: 'pw' },
      {
        tracking: { network: 'ads', sub1: 'x' },
        timezone: 'Europe/Amsterdam',
        country: 'NL',
        language: 'nl',
        profileId: 12,
        formPath: '/members/12/signup',
        referrer: 'https://ref.test/',
        csrf,
        token: 'tok',
        userAgent: 'UA',
      },
    );
    expect(body).toEqual({
      email: 'anna@example.com',
      name: 'anna',
      password: 'pw',
      trafficsource: 'ads',
      timezone: 'Europe/Amsterdam',
      country: 'NL',
      language: 'nl',
      profile: 12,
      form_path: '/members/12/signup',
      referrer: 'https://ref.test/',
      csrf,
      token: 'tok',
      n: 'UA',
      tracking: { network: 'ads', sub1: 'x' },
    });
  });
});
