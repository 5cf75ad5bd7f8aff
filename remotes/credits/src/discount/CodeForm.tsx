import { Field as FormField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CircleAlert, X } from 'lucide-react';
import { Button, Field, shownFailure, TextInput } from '@dating/ui';
import { NAMED_CODE_MAX } from '@dating/contract';
import { codeRefusalText } from './code-refusal';
import type { NamedCode } from './useNamedCode';

interface CodeValues {
  code?: string;
}

/** An empty code (spaces only) is not sent: the field says it is required. */
const validate = ({ code }: CodeValues) => (code?.trim() ? {} : { code: { code: 'required' } });

const INPUT_ID = 'credits-code';
const MESSAGE_ID = 'credits-code-message';

/**
 * The member names a discount code (docs/product.md §1: purchase with discount codes): applying it puts it in the
 * URL, where the page's prices come from; the server's refusal shows under the field until the member types another
 * code, and the code can be removed again (back to the active discount).
 */
export function CodeForm({ named }: { named: NamedCode }) {
  const { t } = useTranslation('credits');
  return (
    <div className="credits-code">
      <Form<CodeValues>
        onSubmit={({ code }) => named.apply(code!.trim())}
        initialValues={{ code: named.code ?? '' }}
        validate={validate}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormField<string> name="code">
              {({ input, meta }) => {
                const failure = shownFailure(meta);
                // the refusal is of the code in the URL: typing another one is a new question
                const refusal = named.refusal && !meta.dirty ? codeRefusalText(t, named.refusal) : null;
                const message = failure ? t(`common:validation.${failure.code}`) : refusal;
                return (
                  <Field
                    label={t('code.label')}
                    htmlFor={INPUT_ID}
                    error={
                      message && (
                        <p id={MESSAGE_ID} role="alert" className="credits-field-error">
                          <CircleAlert aria-hidden="true" />
                          {message}
                        </p>
                      )
                    }
                  >
                    <div className="credits-code-row">
                      <TextInput
                        {...input}
                        id={INPUT_ID}
                        type="text"
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        maxLength={NAMED_CODE_MAX}
                        aria-invalid={Boolean(message)}
                        aria-describedby={message ? MESSAGE_ID : undefined}
                      />
                      <Button type="submit" variant="secondary" loading={named.checking}>
                        {t('code.apply')}
                      </Button>
                    </div>
                  </Field>
                );
              }}
            </FormField>
          </form>
        )}
      />
      {named.code && (
        <div className="credits-code-state">
          <p role="status" className="credits-code-applied">
            {named.applied && t('code.applied', { code: named.applied.code })}
          </p>
          <Button variant="ghost" icon={<X aria-hidden="true" />} onClick={named.remove}>
            {t('code.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
