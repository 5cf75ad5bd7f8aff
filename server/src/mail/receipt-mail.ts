import type { CompanyInfo, Money, PaymentMethod } from '@dating/contract';
import { formatMoney, localeOf } from '../payments/format-money';
import { escapeHtml, mailDocument, type RenderedMail } from './mail-html';

/**
 * The receipt of a paid order (docs/product.md §2, credits), in the member's language, with the seller's details from
 * the settings (name, address, KvK and VAT numbers) as an invoice needs them. {name}, {site} and {package} are
 * filled in.
 */
interface ReceiptTexts {
  subject: string;
  greeting: string;
  intro: string;
  package: string;
  /** '{credits} credits' by plural category of the language (Intl.PluralRules: one, few, many, other) */
  packageValue: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  credits: string;
  amount: string;
  method: string;
  date: string;
  transaction: string;
  withdrawal: string;
  seller: string;
  kvk: string;
  vat: string;
  card: string;
}

export const RECEIPT_TEXTS: Record<string, ReceiptTexts> = {
  en: {
    subject: 'Your receipt from {site}: {package}',
    greeting: 'Hello {name},',
    intro: 'Thank you for your purchase. Your credits have been added to your account. This is your receipt.',
    package: 'Package',
    packageValue: { one: '{credits} credit', other: '{credits} credits' },
    credits: 'Credits added',
    amount: 'Amount paid',
    method: 'Payment method',
    date: 'Date',
    transaction: 'Transaction',
    withdrawal:
      'You agreed that the credits are delivered at once; with that delivery the right of withdrawal has ended.',
    seller: 'Sold by',
    kvk: 'Chamber of Commerce (KvK)',
    vat: 'VAT number',
    card: 'Credit or debit card',
  },
  nl: {
    subject: 'Je betaalbewijs van {site}: {package}',
    greeting: 'Hallo {name},',
    intro: 'Bedankt voor je aankoop. Je credits staan op je account. Dit is je betaalbewijs.',
    package: 'Pakket',
    packageValue: { one: '{credits} credit', other: '{credits} credits' },
    credits: 'Credits toegevoegd',
    amount: 'Betaald bedrag',
    method: 'Betaalmethode',
    date: 'Datum',
    transaction: 'Transactie',
    withdrawal:
      'Je hebt ermee ingestemd dat de credits direct worden geleverd; ' +
      'met die levering is het herroepingsrecht vervallen.',
    seller: 'Verkocht door',
    kvk: 'KvK-nummer',
    vat: 'Btw-nummer',
    card: 'Creditcard of debitcard',
  },
  de: {
    subject: 'Deine Quittung von {site}: {package}',
    greeting: 'Hallo {name},',
    intro: 'Danke für deinen Kauf. Deine Credits wurden deinem Konto gutgeschrieben. Dies ist deine Quittung.',
    package: 'Paket',
    packageValue: { one: '{credits} Credit', other: '{credits} Credits' },
    credits: 'Gutgeschriebene Credits',
    amount: 'Bezahlter Betrag',
    method: 'Zahlungsart',
    date: 'Datum',
    transaction: 'Transaktion',
    withdrawal:
      'Du hast zugestimmt, dass die Credits sofort geliefert werden; ' +
      'mit der Lieferung ist das Widerrufsrecht erloschen.',
    seller: 'Verkäufer',
    kvk: 'Handelsregisternummer (KvK)',
    vat: 'USt-IdNr.',
    card: 'Kredit- oder Debitkarte',
  },
  it: {
    subject: 'La tua ricevuta da {site}: {package}',
    greeting: 'Ciao {name},',
    intro: 'Grazie per il tuo acquisto. I crediti sono stati aggiunti al tuo account. Questa è la tua ricevuta.',
    package: 'Pacchetto',
    packageValue: { one: '{credits} credito', other: '{credits} crediti' },
    credits: 'Crediti aggiunti',
    amount: 'Importo pagato',
    method: 'Metodo di pagamento',
    date: 'Data',
    transaction: 'Transazione',
    withdrawal:
      'Hai accettato che i crediti vengano forniti subito; con la fornitura il diritto di recesso è terminato.',
    seller: 'Venduto da',
    kvk: 'Camera di Commercio (KvK)',
    vat: 'Partita IVA',
    card: 'Carta di credito o di debito',
  },
  fr: {
    subject: 'Votre reçu de {site} : {package}',
    greeting: 'Bonjour {name},',
    intro: 'Merci pour votre achat. Vos crédits ont été ajoutés à votre compte. Voici votre reçu.',
    package: 'Forfait',
    packageValue: { one: '{credits} crédit', other: '{credits} crédits' },
    credits: 'Crédits ajoutés',
    amount: 'Montant payé',
    method: 'Moyen de paiement',
    date: 'Date',
    transaction: 'Transaction',
    withdrawal:
      'Vous avez accepté que les crédits soient fournis immédiatement ; ' +
      'avec cette fourniture, le droit de rétractation a pris fin.',
    seller: 'Vendu par',
    kvk: 'Chambre de commerce (KvK)',
    vat: 'Numéro de TVA',
    card: 'Carte de crédit ou de débit',
  },
  es: {
    subject: 'Tu recibo de {site}: {package}',
    greeting: 'Hola, {name}:',
    intro: 'Gracias por tu compra. Los créditos se han añadido a tu cuenta. Este es tu recibo.',
    package: 'Paquete',
    packageValue: { one: '{credits} crédito', other: '{credits} créditos' },
    credits: 'Créditos añadidos',
    amount: 'Importe pagado',
    method: 'Método de pago',
    date: 'Fecha',
    transaction: 'Transacción',
    withdrawal:
      'Aceptaste que los créditos se entreguen de inmediato; con esa entrega ha terminado el derecho de desistimiento.',
    seller: 'Vendido por',
    kvk: 'Cámara de Comercio (KvK)',
    vat: 'Número de IVA',
    card: 'Tarjeta de crédito o débito',
  },
  pl: {
    subject: 'Twoje potwierdzenie zakupu w {site}: {package}',
    greeting: 'Cześć {name},',
    intro: 'Dziękujemy za zakup. Kredyty zostały dodane do Twojego konta. Oto Twoje potwierdzenie zakupu.',
    package: 'Pakiet',
    packageValue: {
      one: '{credits} kredyt',
      few: '{credits} kredyty',
      many: '{credits} kredytów',
      other: '{credits} kredytu',
    },
    credits: 'Dodane kredyty',
    amount: 'Zapłacona kwota',
    method: 'Metoda płatności',
    date: 'Data',
    transaction: 'Transakcja',
    withdrawal:
      'Zgodziłeś się na natychmiastowe dostarczenie kredytów; wraz z dostarczeniem prawo odstąpienia od umowy wygasło.',
    seller: 'Sprzedawca',
    kvk: 'Numer w Izbie Handlowej (KvK)',
    vat: 'Numer VAT',
    card: 'Karta kredytowa lub debetowa',
  },
};

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
  const t = RECEIPT_TEXTS[language] ?? RECEIPT_TEXTS.en!;
  const plural = new Intl.PluralRules(localeOf(language)).select(credits);
  return (t.packageValue[plural] ?? t.packageValue.other).replace('{credits}', String(credits));
}

export function receiptMail(d: ReceiptDetails): RenderedMail {
  const t = RECEIPT_TEXTS[d.language] ?? RECEIPT_TEXTS.en!;
  const bought = packageName(d.credits, d.language);
  const fill = (s: string) => s.replace('{name}', d.name).replace('{site}', d.site).replace('{package}', bought);
  const rows: [string, string][] = [
    [t.package, bought],
    [t.credits, String(d.credits)],
    [t.amount, formatMoney(d.amount, d.language)],
    [t.method, d.method === 'card' ? t.card : METHOD_NAMES[d.method]],
    [t.date, formatDate(d.paidAt, d.language, d.timeZone)],
    [t.transaction, d.transaction],
  ];
  const c = d.company;
  const seller = [
    c.name,
    c.address,
    c.city,
    countryName(c.country, d.language),
    `${t.kvk}: ${c.kvk}`,
    ...c.vat_numbers.map((vat) => `${t.vat}: ${vat}`),
  ];
  const text = [
    fill(t.greeting),
    '',
    t.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    t.withdrawal,
    '',
    `${t.seller}:`,
    ...seller,
  ].join('\n');
  const rowHtml = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align: left; padding: 4px 16px 4px 0; font-weight: normal; color: #555">` +
        `${escapeHtml(label)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = mailDocument(
    d.language,
    escapeHtml(fill(t.subject)),
    [
      `<p>${escapeHtml(fill(t.greeting))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      '<table role="presentation" style="border-collapse: collapse; margin: 16px 0">',
      rowHtml,
      '</table>',
      `<p style="color: #555">${escapeHtml(t.withdrawal)}</p>`,
      `<p style="color: #555">${escapeHtml(t.seller)}:<br>${seller.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  );
  return { subject: fill(t.subject), text, html };
}
