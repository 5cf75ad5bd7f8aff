/**
 * @database-independent
 */
import { companyInfo } from '../src/site/company';
import { receiptMail, type ReceiptDetails } from '../src/mail/receipt-mail';
import { formatMoney } from '../src/payments/format-money';

/**
 * The receipt mail: amounts and plurals as readers write them (its texts and the sandbox page's are complete in every
 * language by test/locales.test.ts).
 */
const details = (over: Partial<ReceiptDetails> = {}): ReceiptDetails => ({
  language: 'en',
  name: 'Alex',
  site: 'Amoroso',
  credits: 25,
  amount: { amount: 2399, currency: 'EUR' },
  method: 'ideal',
  paidAt: new Date('2025-03-01T23:30:00Z'),
  timeZone: 'Europe/Amsterdam',
  transaction: 'T'.repeat(32),
  company: companyInfo({}),
  ...over,
});

test('the receipt names the package, credits, amount, method, date, transaction and the seller', () => {
  const mail = receiptMail(details());
  expect(mail.subject).toBe('Your receipt from Amoroso: 25 credits');
  for (const line of [
    'Hello Alex,',
    'Package: 25 credits',
    'Credits added: 25',
    'Amount paid: €23.99',
    'Payment method: iDEAL',
    // 23:30 UTC is already the next day in Amsterdam
    'Date: March 2, 2025',
    '12:30 AM',
    `Transaction: ${'T'.repeat(32)}`,
    'Amoroso Online B.V.',
    'Herengracht 182',
    '1016 BR Amsterdam',
    'Netherlands',
    'Chamber of Commerce (KvK): 81234567',
    'VAT number: NL862345678B01',
  ])
    expect(mail.text).toContain(line);
  expect(mail.html).toContain('<html lang="en">');
});

test('in the member language: German, and Polish with its plural forms', () => {
  const de = receiptMail(details({ language: 'de', method: 'card', amount: { amount: 1199, currency: 'CHF' } }));
  expect(de.subject).toBe('Deine Quittung von Amoroso: 25 Credits');
  expect(de.text).toContain('Zahlungsart: Kredit- oder Debitkarte');
  expect(de.text).toContain(`Bezahlter Betrag: ${formatMoney({ amount: 1199, currency: 'CHF' }, 'de')}`);
  expect(de.text).toContain('USt-IdNr.: NL862345678B01');
  expect(de.text).toContain('Niederlande');
  const pl = (credits: number) => receiptMail(details({ language: 'pl', credits })).subject;
  expect(pl(1)).toMatch(/: 1 kredyt$/);
  expect(pl(22)).toMatch(/: 22 kredyty$/);
  expect(pl(25)).toMatch(/: 25 kredytów$/);
});

test('a name is text, never markup, in the HTML part', () => {
  const mail = receiptMail(details({ name: '<img src=x onerror=alert(1)>' }));
  expect(mail.html).not.toContain('<img');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
});

test('a name that looks like a placeholder or a nested text is kept as the member wrote it', () => {
  const name = '{site} {{site}} $t(mail:receipt.intro) {package}';
  expect(receiptMail(details({ name })).text).toContain(`Hello ${name},`);
});

test('amounts are formatted from minor units exactly, in the reader locale', () => {
  expect(formatMoney({ amount: 5, currency: 'EUR' }, 'en')).toBe('€0.05');
  expect(formatMoney({ amount: 123456789, currency: 'USD' }, 'en')).toBe('$1,234,567.89');
  expect(formatMoney({ amount: 4799, currency: 'PLN' }, 'pl')).toBe('47,99\u00a0zł');
  expect(formatMoney({ amount: 1299, currency: 'GBP' }, 'fr')).toBe('12,99\u00a0£GB');
});
