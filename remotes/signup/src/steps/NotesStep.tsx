import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { PenLine } from 'lucide-react';
import { Field as FormRow, keepEmpty, RuleMessage, TextArea } from '@dating/ui';
import { useUpdateUser } from '@dating/api-client';
import { lengthBetween, LIMITS } from '@dating/contract';
import { SaveOrSkip } from '../layout/SaveOrSkip';
import { StepForm } from '../layout/StepForm';
import type { StepProps } from './types';

interface NotesValues {
  personal: string;
}

const validate = ({ personal }: NotesValues) => {
  const failure = lengthBetween(personal.trim(), 0, LIMITS.personalMax);
  return failure ? { personal: failure } : {};
};

/** Step 5: optional personal notes. Leaving it, saved or skipped, marks the last signup step as passed. */
export function NotesStep({ user, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const update = useUpdateUser();
  const leave = async (personal: string | null) => {
    try {
      await update.mutateAsync({ ...(personal === null ? {} : { personal }), lastSignupStep: true });
    } catch (err) {
      console.error('saving the notes failed', err);
    }
    onNext();
  };
  return (
    <Form<NotesValues>
      onSubmit={({ personal }) => leave(personal.trim())}
      initialValues={{ personal: user.profile.personal }}
      validate={validate}
      subscription={{ hasValidationErrors: true }}
      render={({ handleSubmit, hasValidationErrors }) => (
        <StepForm
          onSubmit={handleSubmit}
          id="signup-notes-heading"
          icon={<PenLine />}
          title={t('notes.title')}
          lead={t('notes.lead')}
        >
          <Field<string> name="personal" parse={keepEmpty}>
            {({ input, meta }) => (
              <FormRow
                label={t('notes.label')}
                htmlFor="signup-personal"
                hint={t('notes.hint')}
                // the rule shows while typing, not only after leaving the field
                error={<RuleMessage id="signup-personal-error" className="signup-field-error" failure={meta.error} />}
              >
                {/* no maxLength: it would cut a paste short without a word; the rule says why instead */}
                <TextArea
                  {...input}
                  id="signup-personal"
                  rows={5}
                  aria-invalid={Boolean(meta.error)}
                  aria-describedby={meta.error ? 'signup-personal-hint signup-personal-error' : 'signup-personal-hint'}
                />
              </FormRow>
            )}
          </Field>
          <SaveOrSkip
            save={t('notes.save')}
            skip={t('notes.skip')}
            saving={update.isPending}
            invalid={Boolean(hasValidationErrors)}
            onSkip={() => void leave(null)}
            skipWaitsForSave
          />
        </StepForm>
      )}
    />
  );
}
