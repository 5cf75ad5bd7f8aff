import { FORM_ERROR } from 'final-form';
import { createI18n } from '@dating/i18n';
import { submissionErrors } from '../src';

const nl = createI18n({ lng: 'nl' }).t;
const refusal = (fields: Record<string, { code: string; message: string }>) => ({
  status: 400,
  body: { error: 'validation', message: 'Some of the values are not accepted.', fields },
});

describe('a refused submit as the form shows it', () => {
  it('puts a refused field of the form under that field, by rule code', () => {
    const failed = refusal({ name: { code: 'name_equals_email', message: 'The name must not be the email' } });
    expect(submissionErrors(nl, failed, ['name', 'email'])).toEqual({ name: { code: 'name_equals_email' } });
  });

  it('tells a refusal of a field the form does not have above the form, in the page language', () => {
    const failed = refusal({ token: { code: 'invalid_token', message: 'The token is not valid' } });
    const errors = submissionErrors(nl, failed, ['name', 'email']);
    expect(Object.keys(errors)).toEqual([FORM_ERROR]);
    expect(errors[FORM_ERROR]).not.toMatch(/token is not valid/);
  });

  it('says "no connection" in Dutch when the call never reached the server', () => {
    expect(submissionErrors(nl, { status: 0, body: null })).toEqual({
      [FORM_ERROR]: 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
    });
  });
});
