import { useMemo } from 'react';
import type { Money } from '@dating/contract';
import { toLocaleCode, useLanguage } from '@dating/i18n';
import { formatDate, formatDateTime } from './dates';
import { formatMoney, formatPercent } from './money';

/** The formatters in the page's language (re-rendered when it changes). */
export function useFormat() {
  const locale = toLocaleCode(useLanguage());
  return useMemo(
    () => ({
      locale,
      money: (money: Money) => formatMoney(money, locale),
      percent: (percentage: number) => formatPercent(percentage, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      date: (iso: string) => formatDate(iso, locale),
    }),
    [locale],
  );
}
