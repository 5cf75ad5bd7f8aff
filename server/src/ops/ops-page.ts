import type { HistoryEntry, RemoteStatus } from '@dating/deploy';
import type { ErrorCount } from './remote-errors';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ops: remotes</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px system-ui,sans-serif;margin:1.5rem;max-width:70rem}table{border-collapse:collapse;margin:.5rem 0 1.5rem}
td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}form{display:inline-block;margin:.1rem}
:focus-visible{outline:3px solid #1a5fb4}.msg{padding:.5rem;border:1px solid #1a5fb4;background:#eef}</style></head><body>${body}</body></html>`;

export function renderLogin(error?: string): string {
  return layout(`<h1>Ops</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/_ops/login"><label for="token">Ops token</label> <input id="token" name="token" type="password" autocomplete="current-password" required> <button>Log in</button></form>`);
}

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
    `<form method="post" action="/_ops/api/${action}">${hidden('csrf', csrf)}${Object.entries(fields).map(([k, v]) => hidden(k, v)).join('')}${extra}<button>${esc(label)}</button></form>`;
  const errorsOf = (remote: string, version: string) => {
    const e = errors.find((x) => x.remote === remote && x.version === version);
    return e ? `${e.load} load / ${e.render} render` : '0';
  };
  const envs = Object.entries(status)
    .map(([env, rows]) => `<h2>${esc(env)}</h2><table><thead><tr><th scope="col">Remote</th><th scope="col">Live</th><th scope="col">Canary</th><th scope="col">Versions in the store (errors)</th><th scope="col">Actions</th></tr></thead><tbody>${rows
      .map((r) => `<tr><th scope="row">${esc(r.remote)}</th><td>${esc(r.version ?? '—')}</td>
<td>${r.canary ? `${esc(r.canary.version)} at ${esc(r.canary.percent)}% since ${esc(r.canary.since)}<br>${form('promote', { remote: r.remote, full: 'true' }, 'Make canary live')}` : '—'}</td>
<td><ul>${[...r.available].reverse().map((v) => `<li>${esc(v)} (${errorsOf(r.remote, v)})${v === r.version ? ' <strong>live</strong>' : ` ${form('promote', { remote: r.remote, version: v }, 'Promote')} ${form('canary', { remote: r.remote, version: v }, 'Canary', '<label> % <input name="percent" type="number" min="1" max="99" value="10" size="3"></label>')}`}</li>`).join('')}</ul></td>
<td>${r.version ? form('rollback', { remote: r.remote }, r.canary ? 'Stop canary' : 'Roll back') : ''}</td></tr>`)
      .join('')}</tbody></table>`)
    .join('');
  const hist = `<h2>History</h2><table><thead><tr><th scope="col">When</th><th scope="col">Env</th><th scope="col">Remote</th><th scope="col">Action</th><th scope="col">From → to</th><th scope="col">Who</th><th scope="col">Reason</th></tr></thead><tbody>${history
    .map((e) => `<tr><td>${esc(e.at)}</td><td>${esc(e.env)}</td><td>${esc(e.remote)}</td><td>${esc(e.action)}</td><td>${esc(e.from ?? '—')} → ${esc(e.to ?? '—')}</td><td>${esc(e.by)}</td><td>${esc(e.reason ?? '')}</td></tr>`)
    .join('')}</tbody></table>`;
  return layout(`<h1>Remotes</h1>${message ? `<p class="msg" role="status">${esc(message)}</p>` : ''}${envs}${hist}`);
}
