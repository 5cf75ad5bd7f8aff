import { useEffect, useRef, useState } from 'react';
import { getApi } from '@dating/api-client';
import { getValidateEmail, validateEmail, type EmailStatus } from '@dating/contract';

export const EMAIL_CHECK_DEBOUNCE_MS = 500;

/** Where the typed address stands: 'format' fails the local check; the server's statuses follow the debounce. */
export type EmailCheckState =
  | { state: 'empty' | 'format' | 'checking' | 'error' }
  | { state: 'checked'; status: EmailStatus; token: string };

/**
 * The format check at once, then GET validate_email.php once typing has paused for 500 ms. An answer for
 * an address that has since changed is dropped.
 */
export function useEmailCheck(email: string): EmailCheckState {
  const [result, setResult] = useState<EmailCheckState>({ state: 'empty' });
  const latest = useRef(email);
  latest.current = email;

  useEffect(() => {
    const trimmed = email.trim();
    if (trimmed === '') return setResult({ state: 'empty' });
    if (validateEmail(trimmed)) return setResult({ state: 'format' });
    setResult({ state: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getApi()
        .call(getValidateEmail, { query: { email: trimmed }, signal: controller.signal })
        .then((answer) => {
          if (latest.current.trim() === trimmed) setResult({ state: 'checked', status: answer.status, token: answer.token });
        })
        .catch((err: Error) => {
          if (err.name !== 'AbortError' && latest.current.trim() === trimmed) setResult({ state: 'error' });
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email]);

  return result;
}
