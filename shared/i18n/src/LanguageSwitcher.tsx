import { useId, useState, type ChangeEvent, type ComponentType, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18nInstance } from './hooks';
import { isLanguage, LANGUAGES, nativeName, toLocaleCode, type Language } from './languages';
import { COMMON_NAMESPACE } from './resources';
import { currentLanguage, setLanguage } from './setup';

/** The props the switcher gives its select: id, value, onChange, aria-busy and the seven options. */
export type LanguageSelectProps = SelectHTMLAttributes<HTMLSelectElement>;

export interface LanguageSwitcherProps {
  className?: string;
  /** id of the select; generated when left out */
  id?: string;
  /** classes of the label, e.g. a visually-hidden class when the control shows a globe instead */
  labelClassName?: string;
  /**
   * The select to draw, e.g. the design system's Select or a compact one. This package sits below the design
   * system, so the caller brings the look; by default a plain native select.
   */
  select?: ComponentType<LanguageSelectProps>;
}

const NativeSelect = (props: LanguageSelectProps) => <select {...props} />;

/** A labelled select of the 7 languages in their own names. */
export function LanguageSwitcher({
  className,
  id,
  labelClassName,
  select: Select = NativeSelect,
}: LanguageSwitcherProps) {
  const instance = useI18nInstance();
  const { t } = useTranslation(COMMON_NAMESPACE, { i18n: instance });
  const generatedId = useId();
  const selectId = id ?? generatedId;
  // Shows the choice at once while the new language's namespaces load.
  const [pending, setPending] = useState<Language | null>(null);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next)) return;
    setPending(next);
    try {
      await setLanguage(next, instance);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClassName}>
        {t('language.label')}
      </label>
      <Select
        id={selectId}
        value={pending ?? currentLanguage(instance)}
        onChange={onChange}
        aria-busy={pending !== null}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={toLocaleCode(lng)}>
            {nativeName(lng)}
          </option>
        ))}
      </Select>
    </div>
  );
}
