import type { HistoryEntry, RemoteStatus, StoredFit } from '@dating/release-store';
import type { ErrorCount } from './remote-errors';
import type { OpsOrder } from './orders';
import { SIGNUP_SOURCE_DAYS, type SignupSource } from './signup-sources';
import { LANDER_FIGURE_DAYS, type LanderFigure } from '../landers/lander-visits';
import { esc } from './html';

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:1.5rem;max-width:70rem}' +
  'table{border-collapse:collapse;margin:.5rem 0 1.5rem}\n' +
  'td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}' +
  'form{display:inline-block;margin:.1rem}\n' +
  ':focus-visible{outline:3px solid #1a5fb4}.msg{padding:.5rem;border:1px solid #1a5fb4;background:#eef}\n' +
  'tr.flagged>*{background:#fde8e8}tr.flagged strong{color:#8a1010}';

const layout = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ops: remotes</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head><body>${body}</body></html>`;

/** The token goes in the body of a POST, never in the address (which ends up in logs and history). */
export function renderLogin(csrf: string, error?: string): string {
  const form =
    `<form method="post" action="/_ops/login"><input type="hidden" name="csrf" value="${esc(csrf)}">` +
    '<label for="token">Ops token</label> ' +
    '<input id="token" name="token" type="password" autocomplete="current-password" required> ' +
    '<button>Log in</button></form>';
  return layout(`<h1>Ops</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}
${form}`);
}

/** A table's head: one column header per title (titles are HTML). */
const head = (titles: string[]) =>
  `<thead><tr>${titles.map((title) => `<th scope="col">${title}</th>`).join('')}</tr></thead>`;

/** The page has no script for a confirm dialog: a refund needs this box ticked (the browser and the server check). */
const REFUND_CONFIRM = '<label><input name="confirm" type="checkbox" value="yes" required> sure</label> ';

const PERCENT_INPUT = '<label> % <input name="percent" type="number" min="1" max="99" value="10" size="3"></label>';

export interface OpsPageData {
  status: Record<string, RemoteStatus[]>;
  /** each stored version against the host this server serves (docs/architecture.md, What fits what) */
  fit: StoredFit;
  history: HistoryEntry[];
  errors: ErrorCount[];
  orders: OpsOrder[];
  sources: SignupSource[];
  /** visits and signups per landing page and landers version, and the landers canary */
  landers: { days: number; figures: LanderFigure[]; canary: string | null };
  /** the moderation queue's section (moderation-page.ts), already HTML */
  moderation?: string;
  csrf: string;
  message?: string;
}

/** Minor units as the decimal amount with its currency, in integers: 1499 EUR is 'EUR 14.99'. */
const money = (amount: number, currency: string) =>
  `${currency} ${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

export function renderOpsPage({
  status,
  fit,
  history,
  errors,
  orders,
  sources,
  landers,
  moderation = '',
  csrf,
  message,
}: OpsPageData): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
  const form = (action: string, fields: Record<string, string>, label: string, extra = '') =>
    `<form method="post" action="/_ops/api/${action}">${hidden('csrf', csrf)}${Object.entries(fields)
      .map(([k, v]) => hidden(k, v))
      .join('')}${extra}<button>${esc(label)}</button></form>`;
  const errorsOf = (remote: string, version: string) => {
    const e = errors.find((x) => x.remote === remote && x.version === version);
    return e ? `${e.load} load / ${e.render} render` : '0';
  };
  const canaryCell = (r: RemoteStatus) =>
    r.canary
      ? `${esc(r.canary.version)} at ${esc(r.canary.percent)}% since ${esc(r.canary.since)}<br>` +
        form('promote', { remote: r.remote, full: 'true' }, 'Make canary live')
      : '—';
  const fitOf = (remote: string, version: string) => {
    const problems = fit[remote]?.[version];
    if (problems === undefined || problems === null) return 'no record of its needs';
    return problems.length
      ? `<strong>does not fit the live host</strong>: ${esc(problems.join('; '))}`
      : 'fits the host';
  };
  const versionItem = (r: RemoteStatus, v: string) => {
    const actions =
      v === r.version
        ? ' <strong>live</strong>'
        : ` ${form('promote', { remote: r.remote, version: v }, 'Promote')} ` +
          form('canary', { remote: r.remote, version: v }, 'Canary', PERCENT_INPUT);
    return `<li>${esc(v)} (${errorsOf(r.remote, v)}; ${fitOf(r.remote, v)})${actions}</li>`;
  };
  const remoteRow = (r: RemoteStatus) => {
    const versions = [...r.available]
      .reverse()
      .map((v) => versionItem(r, v))
      .join('');
    const rollback = r.version ? form('rollback', { remote: r.remote }, r.canary ? 'Stop canary' : 'Roll back') : '';
    return (
      `<tr><th scope="row">${esc(r.remote)}</th><td>${esc(r.version ?? '—')}</td>\n` +
      `<td>${canaryCell(r)}</td>\n<td><ul>${versions}</ul></td>\n<td>${rollback}</td></tr>`
    );
  };
  const envs = Object.entries(status)
    .map(
      ([env, rows]) =>
        `<h2>${esc(env)}</h2><table>` +
        head(['Remote', 'Live', 'Canary', 'Versions in the store (errors; fit with the live host)', 'Actions']) +
        `<tbody>${rows.map(remoteRow).join('')}</tbody></table>`,
    )
    .join('');
  const historyRow = (e: HistoryEntry) => {
    const fromTo = `${esc(e.from ?? '—')} → ${esc(e.to ?? '—')}`;
    const forced = e.forced?.length ? `<strong>forced past:</strong> ${esc(e.forced.join('; '))}` : '';
    const reason = [esc(e.reason ?? ''), forced].filter(Boolean).join('<br>');
    const cells = [esc(e.at), esc(e.env), esc(e.remote), esc(e.action), fromTo, esc(e.by), reason];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  };
  const hist =
    '<h2>History</h2><table>' +
    head(['When', 'Env', 'Remote', 'Action', 'From → to', 'Who', 'Reason']) +
    `<tbody>${history.map(historyRow).join('')}</tbody></table>`;
  const orderRow = (o: OpsOrder) => {
    // A flagged order says so in words too, not by its colour alone.
    const state = o.flagged ? `${esc(o.status)}<br><strong>Flagged: ${esc(o.flagged)}</strong>` : esc(o.status);
    const refund = o.status === 'paid' ? form('refund', { order: String(o.id) }, 'Refund', REFUND_CONFIRM) : '';
    const cells = [
      esc(o.createdAt),
      `${esc(o.memberId)} ${esc(o.email)}`,
      esc(o.credits),
      esc(money(o.amount, o.currency)),
      `${esc(o.method)} (${esc(o.country)})`,
      `${esc(o.provider)} ${esc(o.providerRef ?? '')}`,
      state,
      refund,
    ];
    return (
      `<tr${o.flagged ? ' class="flagged"' : ''}><th scope="row">${esc(o.id)}</th>` +
      `${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`
    );
  };
  const orderTable =
    '<h2>Orders</h2><p>Newest first, flagged ones (paid amount or currency differs from the order) on top. ' +
    'Refund marks a paid order refunded and takes its credits back (what is left of them); return the money ' +
    "at the provider's dashboard.</p><table>" +
    head(['Order', 'Created', 'Member', 'Credits', 'Amount', 'Method', 'Provider', 'Status', 'Actions']) +
    `<tbody>${orders.map(orderRow).join('')}</tbody></table>`;
  const sourceTable =
    `<h2>Signups by landing page (last ${SIGNUP_SOURCE_DAYS} days)</h2><p>Which campaign, landers version (a ` +
    'canary shows as its own version) and network the new members came through.</p><table>' +
    head(['Landing page', 'Landers version', 'Network', 'Signups']) +
    `<tbody>${sources
      .map(
        (s) =>
          `<tr><th scope="row">${esc(s.lander || '(none)')}</th><td>${esc(s.landerVersion || '-')}</td>` +
          `<td>${esc(s.network || '-')}</td><td>${esc(s.signups)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  const percent = (f: LanderFigure) => (f.conversion === null ? '—' : `${(f.conversion * 100).toFixed(1)} %`);
  const periods = LANDER_FIGURE_DAYS.map(
    (d) =>
      `<option value="${d}"${d === landers.days ? ' selected' : ''}>${d === 1 ? 'today' : `last ${d} days`}</option>`,
  ).join('');
  const canaryActions = landers.canary
    ? form('promote', { remote: 'landers', full: 'true' }, 'Make canary live') +
      form('rollback', { remote: 'landers' }, 'Stop canary')
    : '';
  const landerRow = (f: LanderFigure) => {
    const isCanary = f.version !== '' && f.version === landers.canary;
    return (
      `<tr><th scope="row">${esc(f.page)}</th>` +
      `<td>${esc(f.version || '-')}${isCanary ? ' <strong>canary</strong>' : ''}</td>` +
      `<td>${esc(f.visits)}</td><td>${esc(f.signups)}</td><td>${percent(f)}</td>` +
      `<td>${isCanary ? canaryActions : ''}</td></tr>`
    );
  };
  const landerTable =
    '<h2 id="landers-heading">Landing pages: visits and signups</h2><p>Per landing page and landers version (a ' +
    'canary shows as its own version): the visits the server sent the page to a visitor, the signups that came ' +
    'through it, and signups per visit.</p>' +
    '<form method="get" action="/_ops#landers-heading"><label for="landers-days">Period</label> ' +
    `<select id="landers-days" name="days">${periods}</select> <button>Show</button></form>` +
    '<table aria-labelledby="landers-heading">' +
    head(['Landing page', 'Landers version', 'Visits', 'Signups', 'Conversion', 'Canary']) +
    `<tbody>${landers.figures.map(landerRow).join('')}</tbody></table>`;
  const logout = `<form method="post" action="/_ops/logout">${hidden('csrf', csrf)}<button>Log out</button></form>`;
  const msg = message ? `<p class="msg" role="status">${esc(message)}</p>` : '';
  return layout(`<h1>Remotes</h1>${logout}${msg}${moderation}${envs}${hist}${orderTable}${landerTable}${sourceTable}`);
}
