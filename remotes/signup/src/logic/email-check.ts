import { useEmailCheckQuery } from '@dating/api-client';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@dating/config';
import { validateEmail, type EmailStatus } from '@dating/contract';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * Where the typed address stands: 'format' fails the local check; the server's statuses follow the debounce. A
 * failed check counts as status invalid (docs/product.md §8), with no token.
 */
export type EmailCheckState =
  { state: 'empty' | 'format' | 'checking' } | { state: 'checked'; status: EmailStatus; token: string };

/**
 * The format check at once, then GET validate_email.php once typing has paused for 500 ms (docs/product.md §5).
 * The query's key is the settled address, so an answer always belongs to the address it is shown for.
 */
export function useEmailCheck(email: string): EmailCheckState {
  const trimmed = email.trim();
  const wellFormed = trimmed !== '' && validateEmail(trimmed) === null;
  const settled = useDebouncedValue(wellFormed ? trimmed : null, EMAIL_CHECK_DEBOUNCE_MS);
  const check = useEmailCheckQuery(settled);
  if (trimmed === '') return { state: 'empty' };
  if (!wellFormed) return { state: 'format' };
  if (settled !== trimmed || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'checked', status: 'invalid', token: '' };
  return { state: 'checked', status: check.data.status, token: check.data.token };
}
