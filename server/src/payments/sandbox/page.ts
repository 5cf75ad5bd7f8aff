import { escapeHtml } from '../../mail/mail-html';
import { formatMoney } from '../format-money';
import type { SandboxPayment } from './outcome';
import { SANDBOX_OUTCOMES } from './outcome';
import { BANKS, methodName, sandboxTexts } from './texts';

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
  const t = sandboxTexts(payment.language);
  const amount = formatMoney({ amount: payment.amount, currency: payment.currency }, payment.language);
  const fill = (s: string) => escapeHtml(s.replace('{amount}', amount));
  const banks = BANKS[payment.method];
  const bankField = banks
    ? `<p class="sandbox-pay__field"><label for="bank">${escapeHtml(t.bank)}</label>
<select id="bank" name="bank">${banks.map((b) => `<option>${escapeHtml(b)}</option>`).join('')}</select></p>`
    : '';
  const buttons = SANDBOX_OUTCOMES.map(
    (outcome) =>
      `<button type="submit" name="outcome" value="${outcome}" ` +
      `class="sandbox-pay__button sandbox-pay__button--${outcome}">${fill(t.outcomes[outcome])}</button>`,
  ).join('\n');
  const body = `${header(t.provider)}
<h1>${fill(t.title)}</h1>
<p class="sandbox-pay__note" role="note">${escapeHtml(t.testNote)}</p>
${error ? `<p class="sandbox-pay__error" role="alert">${escapeHtml(error)}</p>` : ''}
<dl class="sandbox-pay__summary">
<div><dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(payment.description)}</dd></div>
<div><dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(methodName(payment.method, t))}</dd></div>
<div><dt>${escapeHtml(t.amount)}</dt><dd class="sandbox-pay__amount">${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" action="/sandbox-pay/${escapeHtml(payment.token)}">
<input type="hidden" name="proof" value="${escapeHtml(proof)}">
${bankField}
<fieldset class="sandbox-pay__outcomes"><legend>${escapeHtml(t.outcomeLegend)}</legend>
${buttons}
</fieldset>
</form>`;
  return layout(payment.language, t.title.replace('{amount}', amount), body);
}

/** A payment whose outcome was picked already: what it became, and the way back to the site. */
export function renderClosedPage(payment: SandboxPayment): string {
  const t = sandboxTexts(payment.language);
  const status = payment.outcome ? t.statuses[payment.outcome] : '';
  const body = `${header(t.provider)}
<h1>${escapeHtml(t.closed.replace('{status}', status))}</h1>
<p><a class="sandbox-pay__button sandbox-pay__button--paid" href="${escapeHtml(payment.return_url)}">${escapeHtml(
    t.back,
  )}</a></p>`;
  return layout(payment.language, t.closed.replace('{status}', status), body);
}

/** No payment has this token: the page does not know the buyer's language, so English. */
export const renderUnknownPage = () =>
  layout('en', 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
