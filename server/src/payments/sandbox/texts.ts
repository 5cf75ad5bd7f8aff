import type { PaymentMethod } from '@dating/contract';
import type { SandboxOutcome } from './tables';

/**
 * The sandbox payment page's words in the site's seven languages; the page is in the order's language.
 * {amount} and {status} are filled in.
 */
export interface SandboxTexts {
  title: string;
  provider: string;
  testNote: string;
  description: string;
  method: string;
  amount: string;
  bank: string;
  outcomeLegend: string;
  outcomes: Record<SandboxOutcome, string>;
  /** the status names shown once the payment is closed */
  statuses: Record<SandboxOutcome, string>;
  closed: string;
  back: string;
  badForm: string;
  card: string;
}

export const SANDBOX_TEXTS: Record<string, SandboxTexts> = {
  en: {
    title: 'Pay {amount}',
    provider: 'Sandbox payments',
    testNote: 'This is a test payment page: no money is moved. Choose how the payment ends.',
    description: 'For',
    method: 'Payment method',
    amount: 'Amount',
    bank: 'Your bank',
    outcomeLegend: 'How does this payment end?',
    outcomes: { paid: 'Pay {amount}', failed: 'Payment fails', cancelled: 'Cancel payment', expired: 'Let it expire' },
    statuses: { paid: 'paid', failed: 'failed', cancelled: 'cancelled', expired: 'expired' },
    closed: 'This payment is closed: {status}.',
    back: 'Back to the site',
    badForm: 'This form is out of date. Open the payment page again.',
    card: 'Credit or debit card',
  },
  nl: {
    title: '{amount} betalen',
    provider: 'Sandbox-betalingen',
    testNote: 'Dit is een testbetaalpagina: er wordt geen geld overgemaakt. Kies hoe de betaling afloopt.',
    description: 'Voor',
    method: 'Betaalmethode',
    amount: 'Bedrag',
    bank: 'Je bank',
    outcomeLegend: 'Hoe loopt deze betaling af?',
    outcomes: {
      paid: '{amount} betalen',
      failed: 'Betaling mislukt',
      cancelled: 'Betaling annuleren',
      expired: 'Laten verlopen',
    },
    statuses: { paid: 'betaald', failed: 'mislukt', cancelled: 'geannuleerd', expired: 'verlopen' },
    closed: 'Deze betaling is afgesloten: {status}.',
    back: 'Terug naar de site',
    badForm: 'Dit formulier is verouderd. Open de betaalpagina opnieuw.',
    card: 'Creditcard of debitcard',
  },
  de: {
    title: '{amount} bezahlen',
    provider: 'Sandbox-Zahlungen',
    testNote: 'Dies ist eine Test-Zahlungsseite: Es wird kein Geld bewegt. Wähle, wie die Zahlung endet.',
    description: 'Für',
    method: 'Zahlungsart',
    amount: 'Betrag',
    bank: 'Deine Bank',
    outcomeLegend: 'Wie endet diese Zahlung?',
    outcomes: {
      paid: '{amount} bezahlen',
      failed: 'Zahlung schlägt fehl',
      cancelled: 'Zahlung abbrechen',
      expired: 'Ablaufen lassen',
    },
    statuses: { paid: 'bezahlt', failed: 'fehlgeschlagen', cancelled: 'abgebrochen', expired: 'abgelaufen' },
    closed: 'Diese Zahlung ist abgeschlossen: {status}.',
    back: 'Zurück zur Website',
    badForm: 'Dieses Formular ist veraltet. Öffne die Zahlungsseite erneut.',
    card: 'Kredit- oder Debitkarte',
  },
  it: {
    title: 'Paga {amount}',
    provider: 'Pagamenti sandbox',
    testNote: 'Questa è una pagina di pagamento di prova: non viene spostato denaro. Scegli come finisce il pagamento.',
    description: 'Per',
    method: 'Metodo di pagamento',
    amount: 'Importo',
    bank: 'La tua banca',
    outcomeLegend: 'Come finisce questo pagamento?',
    outcomes: {
      paid: 'Paga {amount}',
      failed: 'Il pagamento non riesce',
      cancelled: 'Annulla il pagamento',
      expired: 'Lascia scadere',
    },
    statuses: { paid: 'pagato', failed: 'non riuscito', cancelled: 'annullato', expired: 'scaduto' },
    closed: 'Questo pagamento è chiuso: {status}.',
    back: 'Torna al sito',
    badForm: 'Questo modulo non è più valido. Apri di nuovo la pagina di pagamento.',
    card: 'Carta di credito o di debito',
  },
  fr: {
    title: 'Payer {amount}',
    provider: 'Paiements sandbox',
    testNote:
      'Ceci est une page de paiement de test : aucun argent n’est débité. Choisissez comment le paiement se termine.',
    description: 'Pour',
    method: 'Moyen de paiement',
    amount: 'Montant',
    bank: 'Votre banque',
    outcomeLegend: 'Comment ce paiement se termine-t-il ?',
    outcomes: {
      paid: 'Payer {amount}',
      failed: 'Le paiement échoue',
      cancelled: 'Annuler le paiement',
      expired: 'Laisser expirer',
    },
    statuses: { paid: 'payé', failed: 'échoué', cancelled: 'annulé', expired: 'expiré' },
    closed: 'Ce paiement est clos : {status}.',
    back: 'Retour au site',
    badForm: 'Ce formulaire n’est plus valable. Ouvrez à nouveau la page de paiement.',
    card: 'Carte de crédit ou de débit',
  },
  es: {
    title: 'Pagar {amount}',
    provider: 'Pagos sandbox',
    testNote: 'Esta es una página de pago de prueba: no se mueve dinero. Elige cómo termina el pago.',
    description: 'Para',
    method: 'Método de pago',
    amount: 'Importe',
    bank: 'Tu banco',
    outcomeLegend: '¿Cómo termina este pago?',
    outcomes: {
      paid: 'Pagar {amount}',
      failed: 'El pago falla',
      cancelled: 'Cancelar el pago',
      expired: 'Dejar que caduque',
    },
    statuses: { paid: 'pagado', failed: 'fallido', cancelled: 'cancelado', expired: 'caducado' },
    closed: 'Este pago está cerrado: {status}.',
    back: 'Volver al sitio',
    badForm: 'Este formulario ha caducado. Abre de nuevo la página de pago.',
    card: 'Tarjeta de crédito o débito',
  },
  pl: {
    title: 'Zapłać {amount}',
    provider: 'Płatności sandbox',
    testNote:
      'To jest testowa strona płatności: żadne pieniądze nie są przelewane. Wybierz, jak zakończy się płatność.',
    description: 'Za',
    method: 'Metoda płatności',
    amount: 'Kwota',
    bank: 'Twój bank',
    outcomeLegend: 'Jak kończy się ta płatność?',
    outcomes: {
      paid: 'Zapłać {amount}',
      failed: 'Płatność nieudana',
      cancelled: 'Anuluj płatność',
      expired: 'Pozwól wygasnąć',
    },
    statuses: { paid: 'opłacona', failed: 'nieudana', cancelled: 'anulowana', expired: 'wygasła' },
    closed: 'Ta płatność jest zamknięta: {status}.',
    back: 'Wróć do serwisu',
    badForm: 'Ten formularz jest nieaktualny. Otwórz ponownie stronę płatności.',
    card: 'Karta kredytowa lub debetowa',
  },
};

export const sandboxTexts = (language: string): SandboxTexts => SANDBOX_TEXTS[language] ?? SANDBOX_TEXTS.en!;

/** Brand names stay as they are in every language; the card is named in the page's language. */
export function methodName(method: PaymentMethod, texts: SandboxTexts): string {
  const names: Record<PaymentMethod, string> = {
    ideal: 'iDEAL',
    bancontact: 'Bancontact',
    blik: 'BLIK',
    przelewy24: 'Przelewy24',
    card: texts.card,
    paypal: 'PayPal',
  };
  return names[method];
}

/** The banks a buyer picks on a bank-redirect method's page (as at the real iDEAL and Przelewy24 pages). */
export const BANKS: Partial<Record<PaymentMethod, string[]>> = {
  ideal: [
    'ABN AMRO',
    'ASN Bank',
    'bunq',
    'ING',
    'Knab',
    'Rabobank',
    'RegioBank',
    'Revolut',
    'SNS',
    'Triodos Bank',
    'Van Lanschot',
  ],
  przelewy24: ['PKO BP', 'Pekao', 'mBank', 'ING Bank Śląski', 'Santander Bank Polska', 'Millennium', 'Alior Bank'],
};
