import type { PendingPhoto } from './photo-review';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The ops page's photo review queue: each pending photo with its member and the two verdicts. */
export function renderPhotoReview(photos: PendingPhoto[], csrf: string): string {
  const form = (action: string, photo: number, label: string) =>
    `<form method="post" action="/_ops/api/photos/${action}">` +
    `<input type="hidden" name="csrf" value="${esc(csrf)}"><input type="hidden" name="photo" value="${photo}">` +
    `<button>${esc(label)}</button></form>`;
  const row = (p: PendingPhoto) =>
    `<tr><th scope="row">${esc(p.id)}</th>` +
    `<td><img src="/media/${esc(p.thumb)}" alt="Photo ${esc(p.id)} waiting for review" width="80"></td>` +
    `<td>${esc(p.member.name)} (${esc(p.member.id)})${p.member.isMain ? ', main photo' : ''}</td>` +
    `<td>${esc(p.uploadedAt)}</td><td>${form('approve', p.id, 'Approve')} ${form('reject', p.id, 'Reject')}</td></tr>`;
  const head = ['Photo', 'Picture', 'Member', 'Uploaded', 'Actions'].map((t) => `<th scope="col">${t}</th>`).join('');
  return (
    '<h2>Photos to review</h2><p>New photos, oldest first. Visitors see a member only once their main photo is ' +
    'approved; reject removes the photo and its files, as hiding a reported photo does.</p>' +
    (photos.length === 0
      ? '<p>No photos waiting.</p>'
      : `<table><thead><tr>${head}</tr></thead><tbody>${photos.map(row).join('')}</tbody></table>`)
  );
}
