import { useSearchParams } from 'react-router-dom';
import { usePricing } from '@dating/api-client';
import { codeIn, settingCode } from './code-param';

export interface NamedCodeOptions {
  /** the checkout's package: a code that is not good for it is refused (discount_not_for_package) */
  packageId?: number;
  /** false where the member names no code (a visitor's /pricing): the URL's code is not asked about */
  enabled?: boolean;
}

/**
 * The prices of a page with the code the member named in the URL (docs/product.md §3, §8, §9). The server prices the
 * packages with it or refuses it with its reason; meanwhile the page shows its own prices (the active discount), and
 * a refused code leaves them, so nothing is lost. `applied` is the code as the server took it, `refusal` why it did
 * not; an order made while there is no `applied` code is priced with the active discount, as the page shows.
 */
export function useNamedCode(country: string | null, { packageId, enabled = true }: NamedCodeOptions = {}) {
  const [params, setParams] = useSearchParams();
  const code = enabled ? codeIn(params) : null;
  const named = usePricing(country, { code, packageId, enabled: code !== null });
  const own = usePricing(country);
  // the code's prices once the server gave them; until then, or when it refused the code, the page's own
  const taken = code !== null && !named.isError && named.data !== undefined ? named.data : null;
  const setCode = (next: string | null) => setParams((current) => settingCode(current, next), { replace: true });
  return {
    code,
    pricing: taken ? named : own,
    applied: taken?.discount ?? null,
    refusal: code !== null ? named.error : null,
    checking: code !== null && named.isFetching,
    /** names a code: asked again when it is the one named already (after a failure), else put in the URL */
    apply: (next: string) => (next === code ? void named.refetch() : setCode(next)),
    remove: () => setCode(null),
  };
}

export type NamedCode = ReturnType<typeof useNamedCode>;
