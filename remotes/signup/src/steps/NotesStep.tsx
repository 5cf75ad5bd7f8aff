import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleMessage } from '@dating/ui';
import { useUpdateUser } from '@dating/api-client';
import { lengthBetween, LIMITS } from '@dating/contract';
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
      <h2 id="signup-notes-heading">{t('notes.title')}</h2>
      <div className="signup-row">
        <label htmlFor="signup-personal">{t('notes.label')}</label>
        <textarea
          id="signup-personal"
          rows={4}
          value={personal}
          onChange={(e) => setPersonal(e.target.value)}
          aria-invalid={failure !== null}
          aria-describedby="signup-personal-error"
        />
        <RuleMessage id="signup-personal-error" className="signup-field-error" failure={failure} />
      </div>
      <div className="signup-actions">
        <button type="submit" className="signup-primary" disabled={update.isPending || failure !== null}>
          {t('notes.save')}
        </button>
        <button type="button" className="signup-skip" disabled={update.isPending} onClick={() => void leave(false)}>
          {t('notes.skip')}
        </button>
      </div>
    </form>
  );
}
