import { errorText } from '../src/error-text';
import { createI18n } from '../src/setup';
import { COMMON_MESSAGES } from '../src/all-common-messages';

type Field = { code: string; params?: Record<string, unknown> };

/** A failed call as the api-client's ApiError carries it. */
const failed = (status: number, body: { error: string; fields?: Record<string, Field> } | null) => ({
  status,
  body,
  message: 'The English text of the server, never shown',
});
const refused = (field: string, rule: Field) => failed(400, { error: 'validation', fields: { [field]: rule } });

describe('errorText', () => {
  const en = createI18n({ lng: 'en' });
  const nl = createI18n({ lng: 'nl' });
  const { errors, validation } = COMMON_MESSAGES.nl;

  it('tells wrong credentials, rate limits, network trouble, refused input and the rest apart', () => {
    const text = (failure: unknown) => errorText(nl.t, failure);
    expect(text(failed(401, { error: 'invalid_credentials' }))).toBe(errors.invalid_credentials);
    expect(text(failed(429, { error: 'rate_limited' }))).toBe(errors.rate_limited);
    expect(text(failed(0, null))).toBe(errors.network);
    expect(text(new TypeError('Failed to fetch'))).toBe(errors.network);
    expect(text(failed(400, { error: 'validation' }))).toBe(errors.validation);
    expect(text(failed(503, null))).toBe(errors.generic);
    expect(text(failed(418, { error: 'a_code_without_text' }))).toBe(errors.generic);
  });

  it("shows a refused field's rule text with its parameters", () => {
    const failure = refused('lat', { code: 'number_between', params: { min: -90, max: 90 } });
    expect(errorText(nl.t, failure)).toBe(validation.number_between.replace('{{min}}', '-90').replace('{{max}}', '90'));
    expect(errorText(en.t, failure)).toBe('This should be a number from -90 to 90');
  });

  it('falls back to the generic refusal for a field code without text', () => {
    expect(errorText(nl.t, refused('x', { code: 'a_code_without_text' }))).toBe(errors.validation);
  });
});
