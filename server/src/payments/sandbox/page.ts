import { escapeHtml } from '../../mail/mail-html';
import { formatMoney } from '../format-money';
import type { SandboxPayment } from './outcome';
import { SANDBOX_OUTCOMES } from './outcome';
import { textsIn } from '../../i18n/texts';
import { BANKS, methodName } from './methods';

export const SANDBOX_STYLESHEET_PATH = '/sandbox-pay/assets/page.css';

/**
 * The sandbox's payment page: server-rendered, no script at all (the site's CSP allows none inline), styles from
 * one stylesheet on this origin (the design tokens plus page.css). A plain form: the outcome is the button
 * pressed, the proof field ties the post to this page (sandbox/routes.ts).
 */
const layout = (language: string, title: string, body: string) => `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head><body><main class="sandbox-pay">${body}</main></body></html>`;

const header = (provider: string) =>
  `<p class="sandbox-pay__brand"><span aria-hidden="true">◆</span> ${escapeHtml(provider)}</p>`;

export function renderPaymentPage(payment: SandboxPayment, proof: string, error?: string): string {
  const amount = formatMoney({ amount: payment.amount, currency: payment.currency }, payment.language);
  const texts = textsIn(payment.language, 'sandbox');
  const t = (key: string) => texts(key, { amount });
  const banks = BANKS[payment.method];
  const bankField = banks
    ? `<p class="sandbox-pay__field"><label for="bank">${escapeHtml(t('bank'))}</label>
<select id="bank" name="bank">${banks.map((b) => `<option>${escapeHtml(b)}</option>`).join('')}</select></p>`
    : '';
  const buttons = SANDBOX_OUTCOMES.map(
    (outcome) =>
      `<button type="submit" name="outcome" value="${outcome}" ` +
      `class="sandbox-pay__button sandbox-pay__button--${outcome}">${escapeHtml(t(`outcomes.${outcome}`))}</button>`,
  ).join('\n');
  const body = `${header(t('provider'))}
<h1>${escapeHtml(t('title'))}</h1>
<p class="sandbox-pay__note" role="note">${escapeHtml(t('test_note'))}</p>
${error ? `<p class="sandbox-pay__error" role="alert">${escapeHtml(error)}</p>` : ''}
<dl class="sandbox-pay__summary">
<div><dt>${escapeHtml(t('description'))}</dt><dd>${escapeHtml(payment.description)}</dd></div>
<div><dt>${escapeHtml(t('method'))}</dt><dd>${escapeHtml(methodName(payment.method, t('card')))}</dd></div>
<div><dt>${escapeHtml(t('amount'))}</dt><dd class="sandbox-pay__amount">${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" action="/sandbox-pay/${escapeHtml(payment.token)}">
<input type="hidden" name="proof" value="${escapeHtml(proof)}">
${bankField}
<fieldset class="sandbox-pay__outcomes"><legend>${escapeHtml(t('outcome_legend'))}</legend>
${buttons}
</fieldset>
</form>`;
  return layout(payment.language, t('title'), body);
}

/** A payment whose outcome was picked already: what it became, and the way back to the site. */
export function renderClosedPage(payment: SandboxPayment): string {
  const t = textsIn(payment.language, 'sandbox');
  const closed = t('closed', { status: payment.outcome ? t(`statuses.${payment.outcome}`) : '' });
  const back = `<a class="sandbox-pay__button sandbox-pay__button--paid" href="${escapeHtml(payment.return_url)}">`;
  const body = `${header(t('provider'))}
<h1>${escapeHtml(closed)}</h1>
<p>${back}${escapeHtml(t('back'))}</a></p>`;
  return layout(payment.language, closed, body);
}

/** No payment has this token: the page does not know the buyer's language, so English. */
export const renderUnknownPage = () =>
  layout('en', 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
