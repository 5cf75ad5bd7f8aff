import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PenLine } from 'lucide-react';
import { Button, Field as FormRow, RuleMessage, TextArea } from '@dating/ui';
import { useUpdateUser } from '@dating/api-client';
import { lengthBetween, LIMITS } from '@dating/contract';
import { StepHeader } from '../layout/StepHeader';
import type { StepProps } from './types';

/** Step 5: optional personal notes. Leaving it, saved or skipped, marks the last signup step as passed. */
export function NotesStep({ user, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const update = useUpdateUser();
  const [personal, setPersonal] = useState(user.profile.personal);
  // no maxLength on the textarea: it would cut a paste short without a word; the rule says why instead
  const failure = lengthBetween(personal.trim(), 0, LIMITS.personalMax);
  const leave = async (withNotes: boolean) => {
    try {
      await update.mutateAsync({ ...(withNotes ? { personal: personal.trim() } : {}), lastSignupStep: true });
    } catch (err) {
      console.error('saving the notes failed', err);
    }
    onNext();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!failure) void leave(true);
  };
  return (
    <form className="signup-step" onSubmit={onSubmit} aria-labelledby="signup-notes-heading" noValidate>
      <StepHeader id="signup-notes-heading" icon={<PenLine />} title={t('notes.title')} lead={t('notes.lead')} />
      <FormRow
        label={t('notes.label')}
        htmlFor="signup-personal"
        hint={t('notes.hint')}
        error={<RuleMessage id="signup-personal-error" className="signup-field-error" failure={failure} />}
      >
        <TextArea
          id="signup-personal"
          rows={5}
          value={personal}
          onChange={(e) => setPersonal(e.target.value)}
          aria-invalid={failure !== null}
          aria-describedby={failure ? 'signup-personal-hint signup-personal-error' : 'signup-personal-hint'}
        />
      </FormRow>
      <div className="signup-actions">
        <Button type="submit" size="lg" block loading={update.isPending} disabled={failure !== null}>
          {t('notes.save')}
        </Button>
        <Button variant="ghost" block disabled={update.isPending} onClick={() => void leave(false)}>
          {t('notes.skip')}
        </Button>
      </div>
    </form>
  );
}
