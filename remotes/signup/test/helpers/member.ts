import { testProfile } from '@dating/testing';

/** A member fresh from step 0: nothing in the profile yet, not activated. `over` and `profile` change parts. */
export function newMember(over: Record<string, unknown> = {}, profile: Record<string, unknown> = {}): any {
  return {
    email: 'anna@gmail.com',
    paid_user: false,
    signup_date: '',
    mailprovider: 2,
    fictional_icon: false,
    credits: 0,
    activated: false,
    shown_to_visitors: true,
    ...over,
    profile: testProfile(5, {
      name: 'Anna',
      city: '',
      gender: '',
      language: 'en',
      lastSignupStep: false,
      ...profile,
    }),
  };
}
