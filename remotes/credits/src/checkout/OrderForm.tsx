import { useRef, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button, submitWithRefusals } from '@dating/ui';
import { ConsentCheckbox } from './ConsentCheckbox';
import { OrderError } from './OrderError';

interface OrderValues {
  consent: boolean;
}

/** The EU withdrawal consent every checkout asks before paying. */
const validate = ({ consent }: OrderValues) => (consent ? {} : { consent: { code: 'required' } });
/** The field the server may refuse by name; its other refusals are said above the pay button. */
const ORDER_FIELDS = ['consent'];

export interface OrderFormProps {
  /** starts the order; rejects when the server refuses it */
  order: () => Promise<unknown>;
  /** the order is on its way, or the page on its way to the provider */
  busy: boolean;
  /** the pay button's text, with the price */
  pay: string;
  /** nothing can be paid now (no method, or prices still loading) */
  blocked?: boolean;
  /** the prices shown are being replaced */
  pricesChanging?: boolean;
  /** what the order is: shown above the consent */
  children: ReactNode;
}

/**
 * A checkout's order: what is bought, the consent to immediate delivery, then pay. Paying without the consent
 * says why at the box and moves the focus there; a refused order says why above the pay button.
 */
export function OrderForm({ order, busy, pay, blocked = false, pricesChanging, children }: OrderFormProps) {
  const { t } = useTranslation('credits');
  const consentBox = useRef<HTMLInputElement>(null);
  return (
    <Form<OrderValues>
      onSubmit={() => submitWithRefusals(t, order, ORDER_FIELDS)}
      initialValues={{ consent: false }}
      validate={validate}
      subscription={{ submitError: true }}
      render={({ handleSubmit, submitError, form }) => (
        <form
          className="credits-checkout"
          noValidate
          aria-busy={pricesChanging}
          onSubmit={(event) => {
            if (blocked) return event.preventDefault();
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) consentBox.current?.focus();
          }}
        >
          {children}
          <Field<boolean> name="consent" type="checkbox">
            {({ input, meta }) => (
              <ConsentCheckbox
                ref={consentBox}
                checked={Boolean(input.checked)}
                onChange={input.onChange}
                // after a try to pay without it, or the server's refusal of it, until the box is changed
                missing={
                  !meta.modifiedSinceLastSubmit && Boolean((meta.submitFailed && meta.error) || meta.submitError)
                }
              />
            )}
          </Field>
          {typeof submitError === 'string' && <OrderError reason={submitError} />}
          <Button type="submit" size="lg" block loading={busy} disabled={blocked} icon={<Lock aria-hidden="true" />}>
            {pay}
          </Button>
          <p className="credits-note">{t('checkout.note')}</p>
        </form>
      )}
    />
  );
}
