/**
 * Logs the demo member in over HTTP as a browser would: csrf cookie first, then the login call.
 * Returns the Cookie header.
 */
export async function logInCookie(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  keep(await fetch(`${base}/api/user.php`));
  const res = await fetch(`${base}/api/login.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': jar.get('csrf') ?? '',
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  keep(res);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
