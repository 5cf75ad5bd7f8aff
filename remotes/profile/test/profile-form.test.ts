import { validateProfile } from '../src/profile-form/validate';
import { toFormValues, toUpdateBody, type ProfileFormValues } from '../src/profile-form/values';

const today = new Date(2026, 10, 21);
const values: ProfileFormValues = {
  name: 'Anna',
  gender: 'female',
  date_of_birth: '1990-05-06',
  country: 'NL',
  countryregion: 'UT',
  city: 'Utrecht',
  personal: 'Hi',
};

describe('profile form', () => {
  it('passes a complete valid profile', () => {
    expect(validateProfile(values, 'anna@example.com', today)).toEqual({});
  });
  it('flags each broken field with the rule it broke', () => {
    const errors = validateProfile(
      { ...values, name: '@anna', date_of_birth: '2010-01-01', city: 'x'.repeat(256) },
      'anna@example.com',
      today,
    );
    expect(errors.name.code).toBe('name_starts_with_at');
    expect(errors.date_of_birth).toEqual({ code: 'date_of_birth_min_age', params: { min_age: 18 } });
    expect(errors.city.code).toBe('max_length');
  });
  it('leaves an unset date of birth alone, and does not send it', () => {
    const unset = { ...values, date_of_birth: '0000-00-00' };
    expect(validateProfile(unset, 'anna@example.com', today)).toEqual({});
    expect(toUpdateBody(unset, true)).not.toHaveProperty('date_of_birth');
  });
  it('clears what the member emptied: the form hands emptied fields over as undefined', () => {
    const emptied = { ...values, gender: undefined, countryregion: undefined, city: undefined, personal: undefined };
    expect(toUpdateBody(emptied as unknown as ProfileFormValues, true)).toMatchObject({
      gender: '',
      countryregion: '',
      city: '',
      personal: '',
    });
  });
  it('sends the city only when the site shows cities, trimmed', () => {
    expect(toUpdateBody({ ...values, city: ' Gouda ' }, true).city).toBe('Gouda');
    expect(toUpdateBody(values, false)).not.toHaveProperty('city');
  });
  it('round-trips a profile into form values', () => {
    const profile = {
      id: 1,
      name: 'Anna',
      age: 36,
      city: 'Utrecht',
      country: 'NL',
      countryregion: 'UT',
      gender: 'female' as const,
      date_of_birth: '1990-05-06',
      personal: 'Hi',
      main_image: null,
      images: [],
      language: 'nl',
      did_like_profile: false,
      lastSignupStep: true,
      interests: [3, 5],
    };
    expect(toFormValues(profile)).toEqual({ ...values, interests: [3, 5] });
  });
});
