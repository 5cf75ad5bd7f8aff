import { expect, test } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { commonMessages, createAccount, signupMessages, uniqueEmail } from './helpers';

const en = signupMessages('en');
const nl = signupMessages('nl');
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

/** A real 16×16 RGB PNG, written by hand: signature, IHDR, one zlib IDAT, IEND. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 16;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([200, (x * 16) & 0xff, (y * 16) & 0xff], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a typo in the mail domain gets a did-you-mean the visitor can accept', async ({ page }) => {
  await page.goto('/signup');
  const email = page.getByLabel(en.fields.email);
  await email.fill('anna@gmial.com');
  await page.getByRole('button', { name: 'anna@gmail.com' }).click();
  await expect(email).toHaveValue('anna@gmail.com');
});

test('invite-only notice when signups are closed for this visitor', async ({ page }) => {
  await page.route('**/api/settings.php', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), signups: 'invite_only' } });
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: en.invite.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.invite.login })).toHaveAttribute('href', '/login');
  await expect(page.getByLabel(en.fields.email)).toHaveCount(0);
});

test('an under-18 date of birth is refused with the minimum-age message', async ({ page }) => {
  await createAccount(page, en, uniqueEmail('minor'));
  await page.getByRole('button', { name: en.photo.skip }).click();
  await page.getByRole('button', { name: en.location.skip }).click();
  await expect(page.getByRole('heading', { name: en.profile.title })).toBeVisible();
  const now = new Date();
  const tomorrow = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() + 1);
  await page.getByLabel(en.profile.year, { exact: true }).selectOption(String(tomorrow.getFullYear()));
  await page.getByLabel(en.profile.month, { exact: true }).selectOption(String(tomorrow.getMonth() + 1));
  await page.getByLabel(en.profile.day, { exact: true }).selectOption(String(tomorrow.getDate()));
  await expect(
    page.getByText(fill(commonMessages('en').validation.date_of_birth_min_age, { min_age: 18 })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en.profile.save })).toBeDisabled();
});

test.describe('in Dutch', () => {
  test.use({ geolocation: { latitude: 52.0907, longitude: 5.1214 }, permissions: ['geolocation'] });

  test('a new visitor signs up through every step, activates by mail and enters the members area', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'locale', value: 'nl', url: 'http://127.0.0.1' }]);
    const email = uniqueEmail('nl');
    await createAccount(page, nl, email);
    await expect(page.getByRole('progressbar', { name: nl.progress.label })).toHaveAttribute('aria-valuenow', /\d+/);

    // step 2: a real PNG
    await page.getByLabel(nl.photo.choose).setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: tinyPng() });

    // step 3: the position is geocoded to Utrecht
    await expect(page.getByRole('heading', { name: nl.location.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel(nl.location.region)).not.toHaveValue('', { timeout: 10_000 });
    await page.getByRole('button', { name: nl.location.save }).click();

    // step 4: gender and date of birth
    await expect(page.getByRole('heading', { name: nl.profile.title })).toBeVisible();
    await page.getByLabel(nl.profile.gender).selectOption('female');
    await page.getByLabel(nl.profile.year, { exact: true }).selectOption('1990');
    await page.getByLabel(nl.profile.month, { exact: true }).selectOption('5');
    await page.getByLabel(nl.profile.day, { exact: true }).selectOption('6');
    await page.getByRole('button', { name: nl.profile.save }).click();

    // step 5: notes
    await page.getByLabel(nl.notes.label).fill('Ik hou van fietsen en koffie.');
    await page.getByRole('button', { name: nl.notes.save }).click();

    // step 6 runs by itself into 7
    await expect(page.getByRole('heading', { name: nl.done.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    // the activation mail in the local outbox
    await page.goto('/_dev/mail');
    await page
      .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
      .getByRole('link')
      .click();
    // as the member would: the button in the mail itself
    await page
      .frameLocator('iframe[title="Mail content"]')
      .getByRole('link', { name: 'Mijn account activeren' })
      .click();
    await expect(page).toHaveURL(/\/activate\/done/);
    await expect(page.getByRole('heading', { name: nl.activate.done_title })).toBeVisible();
    await page.getByRole('link', { name: nl.done.enter }).click();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.locator('.logged-in')).toBeVisible();

    // what the steps saved
    const { user } = await (await page.request.get('/api/user.php')).json();
    expect(user.activated).toBe(true);
    expect(user.profile.main_image).not.toBeNull();
    expect(user.profile.countryregion).not.toBe('');
    expect(user.profile).toMatchObject({
      gender: 'female',
      date_of_birth: '1990-05-06',
      personal: 'Ik hou van fietsen en koffie.',
      lastSignupStep: true,
    });
  });
});
