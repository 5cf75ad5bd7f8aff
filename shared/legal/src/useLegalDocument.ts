import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCompanyInfo, useSettings } from '@dating/api-client';
import type { Language } from '@dating/config';
import { fillLegalDocument } from './fill';
import { loadLegalDocument } from './load';
import type { LegalDocName, LegalDocument } from './types';

export interface LegalDocumentState {
  /** The filled document, once the text, the company and the site name are all there. */
  data: LegalDocument | undefined;
  /** The first failure of the three loads, or null. */
  error: unknown;
  isPending: boolean;
  isRetrying: boolean;
  /** Loads again whatever failed. */
  retry: () => void;
}

/** The text of a document in a language: the same cache entry wherever it is loaded (the page, the server's HTML). */
export const legalTextQuery = (lng: Language, doc: LegalDocName) => ({
  queryKey: ['legal', lng, doc],
  queryFn: () => loadLegalDocument(lng, doc),
  staleTime: Infinity,
});

/**
 * A legal document in a language, filled with the operating company and the site name. The text only
 * changes with a deploy, so it is loaded once a page load.
 */
export function useLegalDocument(lng: Language, doc: LegalDocName): LegalDocumentState {
  const text = useQuery(legalTextQuery(lng, doc));
  const company = useCompanyInfo();
  const settings = useSettings();
  const siteName = settings.data?.name;
  const data = useMemo(
    () =>
      text.data && company.data && siteName !== undefined
        ? fillLegalDocument(text.data, { company: company.data, siteName })
        : undefined,
    [text.data, company.data, siteName],
  );
  const queries = [text, company, settings];
  const error = queries.find((query) => query.error)?.error ?? null;
  return {
    data,
    error,
    isPending: !data && !error,
    isRetrying: queries.some((query) => query.isError && query.isFetching),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
