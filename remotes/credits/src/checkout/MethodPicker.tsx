import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@dating/contract';
import { ChoiceCard } from '@dating/ui';
import { METHOD_ICONS } from './method-icons';

export interface MethodPickerProps {
  /** the methods of the payment country, its own first (the pricing answer) */
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}

/** The payment methods offered in the payment country, one radio card each (docs/product.md §2, checkout). */
export function MethodPicker({ methods, value, onChange }: MethodPickerProps) {
  const { t } = useTranslation('credits');
  return (
    <fieldset className="credits-methods">
      <legend className="credits-section-title">{t('checkout.method')}</legend>
      <div className="credits-methods-list">
        {methods.map((method) => {
          const Icon = METHOD_ICONS[method];
          return (
            <ChoiceCard
              key={method}
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              label={t(`methods.${method}.name`)}
              description={t(`methods.${method}.hint`)}
              icon={<Icon />}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
