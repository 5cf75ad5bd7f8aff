/**
 * @database-independent
 */
import { textsIn } from '../src/i18n/texts';

/** The server's i18next instance: plurals and gender by i18next's rules, values kept as the member wrote them. */
test('plurals follow each language: Polish one, few and many, French many as other', () => {
  const pl = textsIn('pl', 'mail');
  expect([1, 2, 5, 22, 25, 1.5].map((count) => pl('receipt.package_value', { count }))).toEqual([
    '1 kredyt',
    '2 kredyty',
    '5 kredytów',
    '22 kredyty',
    '25 kredytów',
    '1.5 kredytu',
  ]);
  expect(textsIn('fr', 'mail')('receipt.package_value', { count: 1_000_000 })).toBe('1000000 crédits');
});

test('a gender context picks its form; without one the text has both', () => {
  const it = textsIn('it', 'mail');
  expect(it('activation.after', { context: 'female' })).toBe('Non ti sei iscritta? Allora puoi ignorare questa email.');
  expect(it('activation.after', { context: 'male' })).toBe('Non ti sei iscritto? Allora puoi ignorare questa email.');
  expect(it('activation.after')).toBe('Non ti sei iscritto/a? Allora puoi ignorare questa email.');
  expect(textsIn('en', 'mail')('activation.after', { context: 'female' })).toBe(
    'Did you not sign up? Then you can ignore this email.',
  );
});

test('a language the site does not have reads English', () => {
  expect(textsIn('xx', 'notices')('message_title', { name: 'Anna' })).toBe('New message from Anna');
});

test('values are neither escaped nor read as placeholders or nested texts', () => {
  const name = `<b>&"Ann's $t(mail:link.fallback) {{site}} $&`;
  expect(textsIn('en', 'mail')('link.greeting', { name })).toBe(`Hello ${name},`);
});
