import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircleHeart, Search, UserPlus } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

const STEPS = [
  { key: 'signup', Icon: UserPlus },
  { key: 'search', Icon: Search },
  { key: 'chat', Icon: MessageCircleHeart },
] as const;

/** The three steps from visitor to conversation, so nobody wonders what happens after the form. */
export function HowItWorks() {
  const { t } = useTranslation('landers');
  const headingId = useId();
  return (
    <section className="landers-section" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t('how.title')} />
      <ol className="landers-steps">
        {STEPS.map(({ key, Icon }) => (
          <li key={key} className="landers-step">
            <span className="landers-step__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="landers-step__title">{t(`how.${key}.title`)}</h3>
            <p className="landers-step__text">{t(`how.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
