import type { VersionFiles } from './deploy-store';
import { LANDER_CONTENT_FILE, LanderContent, validate, type StructError } from '@dating/contract';

/**
 * Content a remote ships next to its code, checked against the contract before the version may go live: the
 * landers' campaigns (the page, the server's head and the sitemap all read it). Marketing adds a campaign as a
 * file; a typo there must stop at verify, not reach visitors as a broken page.
 */
export const REMOTE_CONTENT: Record<string, { file: string; check: (json: unknown) => StructError | undefined }> = {
  landers: { file: LANDER_CONTENT_FILE, check: (json) => validate(json, LanderContent)[0] },
};

/** Problems of a version's content files, in words (empty: nothing to check, or all valid). */
export async function checkContent(remote: string, files: VersionFiles): Promise<string[]> {
  const expected = REMOTE_CONTENT[remote];
  if (!expected) return [];
  const text = await files.read(expected.file);
  if (text === null) return [`has no ${expected.file} (its content: campaigns and page copy)`];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return [`${expected.file} is not JSON: ${(err as Error).message}`];
  }
  const error = expected.check(json);
  return error ? describe(expected.file, error) : [];
}

/** Each failure with its path, e.g. "content.json: campaigns.2.copy.pl.title: Expected a string…". */
function describe(file: string, error: StructError): string[] {
  const failures = error.failures();
  const lines = failures.slice(0, 5).map((f) => `${file}: ${f.path.join('.') || '(root)'}: ${f.message}`);
  return failures.length > 5 ? [...lines, `${file}: … and ${failures.length - 5} more`] : lines;
}
