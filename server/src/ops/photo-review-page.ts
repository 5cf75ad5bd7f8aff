import type { PendingPhoto } from './photo-review';
import { actionForm, esc, queueSection } from './html';

/** The ops page's photo review queue: each pending photo with its member and the two verdicts. */
export function renderPhotoReview(photos: PendingPhoto[], csrf: string): string {
  const form = (action: string, photo: number, label: string) =>
    actionForm(`/_ops/api/photos/${action}`, csrf, 'photo', photo, label);
  const row = (p: PendingPhoto) =>
    `<tr><th scope="row">${esc(p.id)}</th>` +
    `<td><img src="/media/${esc(p.thumb)}" alt="Photo ${esc(p.id)} waiting for review" width="80"></td>` +
    `<td>${esc(p.member.name)} (${esc(p.member.id)})${p.member.isMain ? ', main photo' : ''}</td>` +
    `<td>${esc(p.uploadedAt)}</td><td>${form('approve', p.id, 'Approve')} ${form('reject', p.id, 'Reject')}</td></tr>`;
  return queueSection(
    'Photos to review',
    'New photos, oldest first. Visitors see a member only once their main photo is ' +
      'approved; reject removes the photo and its files, as hiding a reported photo does.',
    'No photos waiting.',
    ['Photo', 'Picture', 'Member', 'Uploaded', 'Actions'],
    photos.map(row),
  );
}
