import { FORM_ERROR } from 'final-form';
import { createI18n } from '@dating/i18n';
import { submitWithRefusals } from '../src';

const nl = createI18n({ lng: 'nl' }).t;

describe("a form's submit through submitWithRefusals", () => {
  it('ends without errors once the call succeeded', async () => {
    await expect(submitWithRefusals(nl, async () => ({ user: {} }), ['city'])).resolves.toBeUndefined();
  });

  it("puts a refused field of the form under that field, and the form's other failures above it", async () => {
    const refused = {
      status: 400,
      body: { error: 'validation', message: 'No', fields: { city: { code: 'required' } } },
    };
    await expect(submitWithRefusals(nl, () => Promise.reject(refused), ['city'])).resolves.toEqual({
      city: { code: 'required' },
    });
    const offline = { status: 0, body: null };
    await expect(submitWithRefusals(nl, () => Promise.reject(offline), ['city'])).resolves.toEqual({
      [FORM_ERROR]: 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
    });
  });

  it("puts a refusal its code ties to a field under that field, in the member's language", async () => {
    const wrong = { status: 403, body: { error: 'wrong_password', message: 'Wrong password' } };
    const errors = await submitWithRefusals(nl, () => Promise.reject(wrong), ['email', 'password'], {
      wrong_password: 'password',
    });
    expect(Object.keys(errors ?? {})).toEqual(['password']);
    expect(errors?.password).not.toBe('Wrong password');
  });
});
