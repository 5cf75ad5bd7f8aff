import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '@dating/ui';
import type { AgeBucket } from '@dating/contract';
import { AGE_CHOICES } from './answers';
import { ageLabel } from './age-label';

/** The search's age buckets as radios: the same ranges the member will find in the search filters later. */
export function AgeChoices({ value, onChange }: { value: AgeBucket | null; onChange: (value: AgeBucket) => void }) {
  const { t } = useTranslation('landers');
  return AGE_CHOICES.map((bucket) => (
    <ChoiceCard
      key={bucket}
      name="match-age"
      value={bucket}
      label={ageLabel(t, bucket)}
      checked={value === bucket}
      onChange={() => onChange(bucket)}
    />
  ));
}
