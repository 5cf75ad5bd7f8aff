import type { HistoryEntry, RemoteStatus } from '@dating/deploy';
import type { ErrorCount } from './remote-errors';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:1.5rem;max-width:70rem}' +
  'table{border-collapse:collapse;margin:.5rem 0 1.5rem}\n' +
  'td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}' +
  'form{display:inline-block;margin:.1rem}\n' +
  ':focus-visible{outline:3px solid #1a5fb4}.msg{padding:.5rem;border:1px solid #1a5fb4;background:#eef}';

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

const PERCENT_INPUT = '<label> % <input name="percent" type="number" min="1" max="99" value="10" size="3"></label>';

export interface OpsPageData {
  status: Record<string, RemoteStatus[]>;
  history: HistoryEntry[];
  errors: ErrorCount[];
  csrf: string;
  message?: string;
}

export function renderOpsPage({ status, history, errors, csrf, message }: OpsPageData): string {
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
  const versionItem = (r: RemoteStatus, v: string) => {
    const actions =
      v === r.version
        ? ' <strong>live</strong>'
        : ` ${form('promote', { remote: r.remote, version: v }, 'Promote')} ` +
          form('canary', { remote: r.remote, version: v }, 'Canary', PERCENT_INPUT);
    return `<li>${esc(v)} (${errorsOf(r.remote, v)})${actions}</li>`;
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
        head(['Remote', 'Live', 'Canary', 'Versions in the store (errors)', 'Actions']) +
        `<tbody>${rows.map(remoteRow).join('')}</tbody></table>`,
    )
    .join('');
  const historyRow = (e: HistoryEntry) => {
    const fromTo = `${esc(e.from ?? '—')} → ${esc(e.to ?? '—')}`;
    const cells = [esc(e.at), esc(e.env), esc(e.remote), esc(e.action), fromTo, esc(e.by), esc(e.reason ?? '')];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  };
  const hist =
    '<h2>History</h2><table>' +
    head(['When', 'Env', 'Remote', 'Action', 'From → to', 'Who', 'Reason']) +
    `<tbody>${history.map(historyRow).join('')}</tbody></table>`;
  const logout = `<form method="post" action="/_ops/logout">${hidden('csrf', csrf)}<button>Log out</button></form>`;
  const msg = message ? `<p class="msg" role="status">${esc(message)}</p>` : '';
  return layout(`<h1>Remotes</h1>${logout}${msg}${envs}${hist}`);
}
