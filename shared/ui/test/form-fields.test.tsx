import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SubmissionErrors } from 'final-form';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { createI18n, type Language } from '@dating/i18n';
import { COMMON_MESSAGES } from '../../i18n/src/all-common-messages';
import { SubmitButton, TextField, ruleValidator, typedIn } from '../src/form/final-form-fields';
import { submissionErrors } from '../src';
import { i18nWrapper } from './helpers/ui-i18n';

const en = COMMON_MESSAGES.en;
const nl = COMMON_MESSAGES.nl;
const tooShort = ruleValidator((value) => (value.length < 3 ? { code: 'min_length', params: { min: 3 } } : null));

/** A one-field form whose submit answers `onSubmit`'s result (submission errors or nothing). */
function show(onSubmit: () => SubmissionErrors | Promise<SubmissionErrors>, lng: Language = 'en') {
  const i18n = createI18n({ lng });
  render(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="word" id="word" label="Word" validate={tooShort} errorClassName="word-error" />
          <SubmitButton>Send</SubmitButton>
        </form>
      )}
    />,
    { wrapper: i18nWrapper(i18n) },
  );
  return i18n;
}

const word = () => screen.getByLabelText('Word');
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('TextField', () => {
  it('says nothing while the member types and leaves the field, then the rule under the field once sent', async () => {
    const onSubmit = jest.fn(() => undefined);
    show(onSubmit);
    fireEvent.focus(word());
    fireEvent.change(word(), { target: { value: 'ab' } });
    fireEvent.blur(word());
    expect(word()).not.toHaveAttribute('aria-invalid');
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(word()).toHaveAttribute('aria-invalid', 'true');
    expect(word()).toHaveAccessibleDescription(en.validation.min_length.replace('{{min}}', '3'));
    // once sent, the message follows the typing
    fireEvent.change(word(), { target: { value: 'abc' } });
    expect(word()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's refusal of the field under it in the member's language until it is edited", async () => {
    const refused = {
      status: 400,
      body: { error: 'validation', message: 'English', fields: { word: { code: 'invalid_characters', message: 'x' } } },
    };
    const i18n = show(() => submissionErrors(i18n.t, refused, ['word']), 'nl');
    fireEvent.change(word(), { target: { value: 'abcd' } });
    await send();
    expect(word()).toHaveAccessibleDescription(nl.validation.invalid_characters);
    expect(screen.getByText(nl.validation.invalid_characters)).toHaveClass('word-error');
    fireEvent.change(word(), { target: { value: 'abcde' } });
    expect(word()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a text given as the failure as it is', async () => {
    show(() => ({ word: 'Not this word' }));
    fireEvent.change(word(), { target: { value: 'abcd' } });
    await send();
    expect(word()).toHaveAccessibleDescription('Not this word');
  });
});

describe('SubmitButton', () => {
  it('is busy while the form is being sent', async () => {
    let answer: (value?: undefined) => void = () => {};
    show(() => new Promise<undefined>((resolve) => (answer = resolve)));
    fireEvent.change(word(), { target: { value: 'abcd' } });
    await send();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy', 'true');
  });
});

describe('typedIn', () => {
  it('takes any typed character, spaces too, and refuses an empty value as required', () => {
    expect(typedIn(' ')).toBeUndefined();
    expect(typedIn('')).toEqual({ code: 'required' });
    expect(typedIn(undefined)).toEqual({ code: 'required' });
  });
});

describe('submissionErrors', () => {
  const t = createI18n({ lng: 'nl' }).t;
  const refused = (status: number, error: string, fields?: Record<string, { code: string; message: string }>) => ({
    status,
    body: { error, message: 'English', ...(fields ? { fields } : {}) },
  });

  it('puts a field a refusal names under that field whatever its code (a taken address is a 409)', () => {
    const taken = refused(409, 'email_exists', { email: { code: 'email_exists', message: 'x' } });
    expect(submissionErrors(t, taken, ['email', 'password'])).toEqual({ email: { code: 'email_exists' } });
  });

  it("puts a refusal whose code names a field under it, in the member's language", () => {
    expect(submissionErrors(t, refused(403, 'wrong_password'), ['password'], { wrong_password: 'current' })).toEqual({
      current: nl.errors.wrong_password,
    });
  });

  it('tells any other refusal above the form', () => {
    const other = refused(400, 'validation', { token: { code: 'invalid_token', message: 'x' } });
    expect(submissionErrors(t, other, ['email'], { wrong_password: 'password' })).toEqual({
      [FORM_ERROR]: nl.validation.invalid_token,
    });
  });
});
