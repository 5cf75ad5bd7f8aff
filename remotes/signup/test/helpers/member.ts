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
    ...over,
    profile: {
      id: 5,
      name: 'Anna',
      age: 30,
      city: '',
      country: 'NL',
      countryregion: '',
      gender: '',
      date_of_birth: '0000-00-00',
      personal: '',
      main_image: null,
      images: [],
      language: 'en',
      did_like_profile: false,
      lastSignupStep: false,
      ...profile,
    },
  };
}
