/** 2: Gmail, whose search the completion step can link to (spec: the mail-provider link when mailprovider is 2). */
export function mailProviderOf(email: string): number {
  const domain = email.split('@')[1] ?? '';
  return domain === 'gmail.com' || domain === 'googlemail.com' ? 2 : 0;
}
