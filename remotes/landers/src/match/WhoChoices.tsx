import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '@dating/ui';
import { SEEKING, type Seeking } from './answers';

const LABEL: Record<Seeking, string> = { female: 'quiz.who.female', male: 'quiz.who.male', '': 'quiz.who.both' };

/** Women, men or both: radios, so the arrow keys move between them. */
export function WhoChoices({ value, onChange }: { value: Seeking | null; onChange: (value: Seeking) => void }) {
  const { t } = useTranslation('landers');
  return SEEKING.map((gender) => (
    <ChoiceCard
      key={gender || 'both'}
      name="match-gender"
      value={gender || 'both'}
      label={t(LABEL[gender])}
      checked={value === gender}
      onChange={() => onChange(gender)}
    />
  ));
}
