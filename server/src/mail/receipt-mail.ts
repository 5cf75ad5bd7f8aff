import type { CompanyInfo, Money, PaymentMethod } from '@dating/contract';
import { textsIn } from '../i18n/texts';
import { formatMoney, localeOf } from '../payments/format-money';
import { escapeHtml, mailDocument, type RenderedMail } from './mail-html';

/**
 * The receipt of a paid order (docs/product.md §2, credits), in the member's language, with the seller's details from
 * the settings (name, address, KvK and VAT numbers) as an invoice needs them. {{name}}, {{site}} and {{package}} are
 * filled in; the texts are the receipt section of the mail namespace.
 */
export interface ReceiptDetails {
  language: string;
  name: string;
  site: string;
  credits: number;
  amount: Money;
  method: PaymentMethod;
  paidAt: Date;
  /** an IANA zone for the date (the member's), else UTC */
  timeZone?: string;
  /** the order's token, as on the transaction page */
  transaction: string;
  company: CompanyInfo;
}

const METHOD_NAMES: Record<Exclude<PaymentMethod, 'card'>, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  blik: 'BLIK',
  przelewy24: 'Przelewy24',
  paypal: 'PayPal',
};

/** A date as the reader's locale writes it, in their time zone when it is a valid one. */
function formatDate(date: Date, language: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: timeZone || 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date);
  }
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A package's name in a language ('10 credits', '10 kredytów'): on the receipt and the provider's payment page. */
export function packageName(credits: number, language: string): string {
  return textsIn(language, 'mail')('receipt.package_value', { count: credits });
}

export function receiptMail(d: ReceiptDetails): RenderedMail {
  const t = textsIn(d.language, 'mail');
  const bought = packageName(d.credits, d.language);
  const receipt = (key: string) => t(`receipt.${key}`, { name: d.name, site: d.site, package: bought });
  const rows: [string, string][] = [
    [receipt('package'), bought],
    [receipt('credits'), String(d.credits)],
    [receipt('amount'), formatMoney(d.amount, d.language)],
    [receipt('method'), d.method === 'card' ? receipt('card') : METHOD_NAMES[d.method]],
    [receipt('date'), formatDate(d.paidAt, d.language, d.timeZone)],
    [receipt('transaction'), d.transaction],
  ];
  const c = d.company;
  const seller = [
    c.name,
    c.address,
    c.city,
    countryName(c.country, d.language),
    `${receipt('kvk')}: ${c.kvk}`,
    ...c.vat_numbers.map((vat) => `${receipt('vat')}: ${vat}`),
  ];
  const text = [
    receipt('greeting'),
    '',
    receipt('intro'),
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    receipt('withdrawal'),
    '',
    `${receipt('seller')}:`,
    ...seller,
  ].join('\n');
  const rowHtml = rows
    .map(
      ([name, value]) =>
        `<tr><th scope="row" style="text-align: left; padding: 4px 16px 4px 0; font-weight: normal; color: #555">` +
        `${escapeHtml(name)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = mailDocument(
    d.language,
    escapeHtml(receipt('subject')),
    [
      `<p>${escapeHtml(receipt('greeting'))}</p>`,
      `<p>${escapeHtml(receipt('intro'))}</p>`,
      '<table role="presentation" style="border-collapse: collapse; margin: 16px 0">',
      rowHtml,
      '</table>',
      `<p style="color: #555">${escapeHtml(receipt('withdrawal'))}</p>`,
      `<p style="color: #555">${escapeHtml(receipt('seller'))}:<br>${seller.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  );
  return { subject: receipt('subject'), text, html };
}
