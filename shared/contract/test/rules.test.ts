import {
  ageOn,
  defaultName,
  lengthBetween,
  ruleMessage,
  validateCity,
  validateDateOfBirth,
  validateEmail,
  validateName,
  validatePassword,
} from '../src';

const today = new Date(2026, 10, 21);

describe('email rule', () => {
  it.each(['anna@example.com', 'a.b+c@mail.example.nl', 'X_Y@sub.domain.pl'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['', 'anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', 'anna@exa_mple.com'])(
    'refuses %p',
    (email) => {
      expect(validateEmail(email)?.code).toBe(email === '' ? 'required' : 'invalid_email');
    },
  );
  it('speaks the spec message', () => {
    expect(ruleMessage(validateEmail('nope')!)).toBe('Value is not a valid email address');
  });
});

describe('name rule', () => {
  it('requires a name', () => expect(validateName('   ')?.code).toBe('required'));
  it('allows 150 characters and refuses 151', () => {
    expect(validateName('a'.repeat(150))).toBeNull();
    expect(validateName('a'.repeat(151))).toEqual({ code: 'max_length', params: { max: 150 } });
  });
  it('refuses a leading @', () => expect(validateName('@anna')?.code).toBe('name_starts_with_at'));
  it('refuses the email as name, ignoring case', () =>
    expect(validateName('Anna@Example.com', 'anna@example.com')?.code).toBe('name_equals_email'));
  it('defaults an empty name to the part before @', () => {
    expect(defaultName('', 'anna.b@example.com')).toBe('anna.b');
    expect(defaultName('Anna', 'x@example.com')).toBe('Anna');
  });
});

describe('date of birth rule', () => {
  it('accepts an 18th birthday today', () => expect(validateDateOfBirth('2008-11-21', { today })).toBeNull());
  it('refuses one day short of 18 with min_age', () =>
    expect(validateDateOfBirth('2008-11-22', { today })).toEqual({
      code: 'date_of_birth_min_age',
      params: { min_age: 18 },
    }));
  it.each(['0000-00-00', '1990-00-10', '1990-02-00', '1990-02-30', '1990-13-01', '90-01-01'])(
    'refuses %s as no real date',
    (d) => expect(validateDateOfBirth(d, { today })?.code).toBe('invalid_date'),
  );
  it('accepts 29 February only in leap years', () => {
    expect(validateDateOfBirth('1996-02-29', { today })).toBeNull();
    expect(validateDateOfBirth('1997-02-29', { today })?.code).toBe('invalid_date');
  });
  it('refuses anyone over 100', () =>
    expect(validateDateOfBirth('1920-01-01', { today })?.code).toBe('date_of_birth_max_age'));
  it('fills min_age into the message', () =>
    expect(ruleMessage(validateDateOfBirth('2015-01-01', { today })!)).toBe('You must be at least 18 years old'));
  it('counts age by birthday', () => {
    expect(ageOn({ year: 2000, month: 11, day: 21 }, today)).toBe(26);
    expect(ageOn({ year: 2000, month: 11, day: 22 }, today)).toBe(25);
  });
});

describe('other rules', () => {
  it('limits city to 255', () => {
    expect(validateCity('x'.repeat(255))).toBeNull();
    expect(validateCity('x'.repeat(256))?.code).toBe('max_length');
  });
  it('requires a password', () => expect(validatePassword('')?.code).toBe('required'));
  it('wants a new password of at least 8 characters', () => {
    expect(validatePassword('1234567')).toEqual({ code: 'min_length', params: { min: 8 } });
    expect(validatePassword('12345678')).toBeNull();
  });
  it('speaks the generic minimum message', () =>
    expect(ruleMessage(lengthBetween('a', 2, 5)!)).toBe('This field should be at least 2 characters long'));
});
