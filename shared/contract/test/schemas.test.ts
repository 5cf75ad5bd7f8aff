import { create, is } from 'superstruct';
import {
  endpointKey,
  getSearch,
  getUser,
  postUserNew,
  putUser,
  SignupBody,
  User,
  countNewLikes,
  type Likes,
} from '../src';

const profile = {
  id: 7,
  name: 'Anna',
  age: 30,
  city: 'Utrecht',
  country: 'NL',
  countryregion: 'UT',
  gender: 'female',
  date_of_birth: '1996-03-04',
  personal: '',
  main_image: null,
  images: [],
  language: 'nl',
  did_like_profile: false,
  lastSignupStep: true,
};
const user = {
  email: 'anna@example.com',
  profile,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00Z',
  mailprovider: 1,
  fictional_icon: false,
  credits: 0,
  activated: true,
  shown_to_visitors: true,
};

describe('contract schemas', () => {
  it('accepts a user and refuses one without a profile', () => {
    expect(is(user, User)).toBe(true);
    expect(is({ ...user, profile: undefined }, User)).toBe(false);
  });
  it('answers of user.php may be null for visitors', () => {
    expect(is({ user: null }, getUser.response)).toBe(true);
    expect(is({}, getUser.response)).toBe(false);
  });
  it('refuses a date of birth that is not YYYY-MM-DD', () => {
    expect(is({ ...profile, date_of_birth: '4-3-1996' }, User.schema.profile)).toBe(false);
  });
  it('coerces search query numbers from the query string', () => {
    const q = create({ page: '3', min_age: '26', max_age: '35', gender: 'female' }, getSearch.query!);
    expect(q).toEqual({ page: 3, min_age: 26, max_age: 35, gender: 'female' });
    expect(() => create({ page: 'two' }, getSearch.query!)).toThrow();
  });
  it('refuses an unknown gender in a profile update', () => {
    expect(is({ gender: 'robot' }, putUser.body!)).toBe(false);
    expect(is({ gender: 'female', city: 'Gent' }, putUser.body!)).toBe(true);
  });
  it('requires every signup payload field of the spec', () => {
    const payload = {
      email: 'a@b.nl',
      name: 'A',
      password: 'x',
      trafficsource: '',
      timezone: 'Europe/Amsterdam',
      country: 'NL',
      language: 'nl',
      profile: null,
      form_path: '/signup',
      referrer: '',
      csrf: 'h',
      token: 't',
      n: 'UA',
    };
    expect(is(payload, SignupBody)).toBe(true);
    const { n: _n, ...withoutAgent } = payload;
    expect(is(withoutAgent, SignupBody)).toBe(false);
  });
  it('keys calls by method, path and selecting query', () => {
    expect(endpointKey(postUserNew)).toBe('POST /api/user.php?new=1');
    expect(endpointKey(getUser)).toBe('GET /api/user.php');
  });
  it('counts new likes', () => {
    const likes = {
      profiles: [],
      liked_by: [
        { ...profile, like_new: true },
        { ...profile, id: 8, like_new: false },
      ],
    } as Likes;
    expect(countNewLikes(likes)).toBe(1);
  });
});
