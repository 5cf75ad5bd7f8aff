import { useSearchParams } from 'react-router-dom';

/** The code of the mailed link that opened this page (`?code=…`), or null when it has none. */
export function useMailedCode(): string | null {
  const code = useSearchParams()[0].get('code');
  return code && code.length <= 200 ? code : null;
}
