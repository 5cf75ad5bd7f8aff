import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { Button, EmptyState } from '@dating/ui';
import { widen, type Filters } from './filters';

/** Nothing matches: says so and offers the one change most likely to find someone. */
export function NoResults({ filters, onChange }: { filters: Filters | null; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('search');
  const step = filters && widen(filters);
  return (
    <EmptyState
      className="search-empty"
      icon={<SearchX />}
      title={t('results.none')}
      action={
        filters &&
        step && (
          <Button variant="primary" onClick={() => onChange({ ...filters, ...step.patch })}>
            {t(step.labelKey)}
          </Button>
        )
      }
    >
      <p>{t('results.none_hint')}</p>
    </EmptyState>
  );
}
