import type { CompanyInfo } from '@dating/contract';

/**
 * The settings that name the operating company: a production start refuses without every one of them (config.ts
 * assertStartable), or the footer, the legal pages and the receipts would name the demo company.
 */
export const COMPANY_SETTINGS = [
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_KVK',
  'COMPANY_CITY',
  'COMPANY_COUNTRY',
  'COMPANY_TRADENAMES',
  'COMPANY_VAT_NUMBERS',
  'SUPPORT_PHONE',
] as const;

/** The company settings `env` lacks (unset or blank). */
export const missingCompanySettings = (env: NodeJS.ProcessEnv = process.env): string[] =>
  COMPANY_SETTINGS.filter((name) => !env[name]?.trim());

/**
 * The operating company shown in the footer, the terms and on invoices. Demo values unless the environment
 * names the real company (COMPANY_* variables); lists are comma separated.
 */
export function companyInfo(env: NodeJS.ProcessEnv = process.env): CompanyInfo {
  const list = (value: string | undefined, fallback: string[]) =>
    value
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : fallback;
  return {
    name: env.COMPANY_NAME ?? 'Amoroso Online B.V.',
    address: env.COMPANY_ADDRESS ?? 'Herengracht 182',
    kvk: env.COMPANY_KVK ?? '81234567',
    city: env.COMPANY_CITY ?? '1016 BR Amsterdam',
    country: env.COMPANY_COUNTRY ?? 'NL',
    tradenames: list(env.COMPANY_TRADENAMES, ['Amoroso']),
    vat_numbers: list(env.COMPANY_VAT_NUMBERS, ['NL862345678B01']),
    support_phone: env.SUPPORT_PHONE ?? '+31 20 808 1234',
    // Percentage offered to a member who is about to delete the account.
    delete_discount: Number(env.DELETE_DISCOUNT ?? 50),
  };
}
