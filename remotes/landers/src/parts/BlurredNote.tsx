import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Why the faces are blurred, and that signing up shows them: said once above the grid, not on every card. */
export function BlurredNote() {
  const { t } = useTranslation('landers');
  return (
    <p className="landers-note">
      <EyeOff aria-hidden="true" />
      {t('teasers.blurred')}
    </p>
  );
}
