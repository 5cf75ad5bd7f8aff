import type { OpsReport } from './moderation';
import { actionForm, esc, queueSection } from './html';

/** The page has no script for a confirm dialog: a suspension needs this box ticked (browser and server check). */
const SUSPEND_CONFIRM = '<label><input name="confirm" type="checkbox" value="yes" required> sure</label> ';

/**
 * The moderation queue of the ops page: open reports newest first, each with what it names (the member, the
 * photo's thumbnail, the message's text) and the actions that close it.
 */
export function renderModeration(reports: OpsReport[], csrf: string): string {
  const form = (action: string, report: number, label: string, extra = '') =>
    actionForm(`/_ops/api/reports/${action}`, csrf, 'report', report, label, extra);
  const row = (r: OpsReport) => {
    const reporter = r.reporterId !== null ? `member ${esc(r.reporterId)}` : `visitor ${esc(r.email ?? '')}`;
    const member = r.member
      ? `${esc(r.member.name)} (${esc(r.member.id)})${r.member.suspended ? ' <strong>suspended</strong>' : ''}`
      : '—';
    const thing = [
      r.photo
        ? `<img src="/media/${esc(r.photo.thumb)}" alt="Reported photo ${esc(r.photo.id)}" width="80"> ` +
          `photo ${esc(r.photo.id)}`
        : '',
      r.message ? `<blockquote>${esc(r.message.text)}</blockquote>` : '',
    ]
      .filter(Boolean)
      .join('<br>');
    const actions = [
      r.photo ? form('hide-photo', r.id, 'Hide photo') : '',
      r.member && !r.member.suspended ? form('suspend', r.id, 'Suspend member', SUSPEND_CONFIRM) : '',
      form('dismiss', r.id, 'Dismiss'),
    ].join(' ');
    const cells = [
      esc(r.createdAt),
      `${esc(r.kind)}: ${esc(r.reason)}`,
      member,
      thing || '—',
      esc(r.text),
      reporter,
      actions,
    ];
    return `<tr><th scope="row">${esc(r.id)}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  };
  return queueSection(
    'Reports',
    'Open reports from /complaints, newest first. Hide photo deletes the photo and its files; ' +
      'suspend logs the member out and refuses their logins (they see /pages/ban); each action closes the report.',
    'No open reports.',
    ['Report', 'When', 'What', 'Member', 'Reported', 'Text', 'From', 'Actions'],
    reports.map(row),
  );
}
