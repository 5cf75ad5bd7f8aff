import type { HttpClient } from './http-client';

/** POST profileimage.php as the browser's form does: one `file` part, the client's cookies and CSRF header. */
export async function uploadPhoto(c: HttpClient, data: Buffer, filename = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(c.baseUrl + '/api/profileimage.php', {
    method: 'POST',
    body: form,
    headers: { cookie: c.cookieHeader(), 'x-csrf-token': c.cookies.get('csrf')! },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
