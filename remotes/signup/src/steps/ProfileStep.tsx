import { Suspense, useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProfileFields, useTemplateFlags, useUpdateUser } from '@dating/api-client';
import { PICKER_MAX_AGE, SIGNUP_MIN_AGE } from '@dating/config';
import {
  DobPicker,
  Field as FormRow,
  keepEmpty,
  randomDob,
  RuleMessage,
  Select,
  shownFailure,
  submitWithRefusals,
} from '@dating/ui';
import { isDetailField, validateDateOfBirth } from '@dating/contract';
import { DetailSelect } from '@dating/ui/form-fields';
import { Notice } from '../layout/Notice';
import { SaveOrSkip } from '../layout/SaveOrSkip';
import { StepForm } from '../layout/StepForm';
import { InterestChoices } from './InterestChoices';
import type { StepProps } from './types';

interface ProfileValues {
  gender: '' | 'male' | 'female';
  date_of_birth: string;
  details: Record<string, string>;
  interests: number[];
}

const UNSET_DOB = '0000-00-00';
const isUnset = (dob: string) => dob === '' || dob === UNSET_DOB;
/** A date partly picked ('0000' or '00' parts) is no error: it is simply not saved. */
const isWhole = (dob: string) => !isUnset(dob) && !/(^0000|-00)/.test(dob);
const dobRule = (dob: string | undefined) =>
  dob && isWhole(dob) ? (validateDateOfBirth(dob) ?? undefined) : undefined;
/** The one field the server's refusal may name under it; any other failed save is the step's own text. */
const REFUSABLE_FIELDS = ['date_of_birth'];
/** The selects and boxes show their value only: a keystroke elsewhere (or a submit) leaves them be. */
const VALUE_ONLY = { value: true };

/** Step 4: optional gender, date of birth (18+), the other profile fields of profile_fields.php and interests. */
export function ProfileStep({ user, onNext }: StepProps) {
  const { t, i18n } = useTranslation('signup');
  const fields = useProfileFields();
  const update = useUpdateUser();
  const flags = useTemplateFlags().signup;
  // the profile when the step opened: a user given later never resets what the member chose
  const [opened] = useState<ProfileValues>(() => ({
    gender: user.profile.gender,
    date_of_birth: user.profile.date_of_birth,
    details: user.profile.details ?? {},
    interests: user.profile.interests ?? [],
  }));
  // One random start per visit of the step, drawn by the shared rule of docs/product.md §5.
  const [randomStart] = useState(() => randomDob({ minAge: SIGNUP_MIN_AGE, maxAge: PICKER_MAX_AGE }));
  // With randomDateOfBirth an empty date starts at the random one. The settings that carry the flag may arrive after
  // the step opened: the form then starts anew but keeps what the member changed (keepDirtyOnReinitialize). The same
  // object while the flag stays, as any other would start the form anew on every render.
  const initialValues = useMemo(
    () =>
      flags.randomDateOfBirth && isUnset(opened.date_of_birth) ? { ...opened, date_of_birth: randomStart } : opened,
    [flags.randomDateOfBirth, opened, randomStart],
  );

  // The parts in boundaries of their own are made here, not in the form's render, so that the form's own renders
  // (right after it mounts, on every rule change) pass them by: one reaching a boundary whose names still load makes
  // them render and suspend anew (react-i18next throws a new promise each time), again and again before the names can
  // load, until template-flags.test.tsx ran out of heap.
  const choices = (
    <>
      {/* Its own boundary: the step shows at once, the selects join when their names have loaded. */}
      <Suspense fallback={null}>
        <DetailSelects fields={fields.data?.fields ?? {}} />
      </Suspense>
      <Suspense fallback={null}>
        <Field<number[]> name="interests" subscription={VALUE_ONLY}>
          {({ input }) => <InterestChoices chosen={input.value} onChange={input.onChange} />}
        </Field>
      </Suspense>
    </>
  );

  const save = async ({ gender, date_of_birth: dob, details, interests }: ProfileValues) => {
    const refused = await submitWithRefusals(
      t,
      () =>
        update.mutateAsync({
          gender,
          ...(isWhole(dob) ? { date_of_birth: dob } : {}),
          details: Object.fromEntries(Object.entries(details).filter(([, v]) => v !== '')),
          interests,
        }),
      REFUSABLE_FIELDS,
    );
    if (!refused) onNext();
    return refused;
  };

  return (
    <Form<ProfileValues>
      onSubmit={save}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      subscription={{ hasValidationErrors: true, submitError: true }}
      render={({ handleSubmit, hasValidationErrors, submitError }) => (
        <StepForm
          onSubmit={handleSubmit}
          id="signup-profile-heading"
          icon={<UserRound />}
          title={t('profile.title')}
          lead={t('profile.lead')}
        >
          <div className="signup-fields">
            <Field<string> name="gender" parse={keepEmpty} subscription={VALUE_ONLY}>
              {({ input }) => (
                <FormRow label={t('profile.gender')} htmlFor="signup-gender">
                  <Select {...input} id="signup-gender" className="signup-select">
                    <option value="">{t('profile.gender_unset')}</option>
                    <option value="female">{t('profile.female')}</option>
                    <option value="male">{t('profile.male')}</option>
                  </Select>
                </FormRow>
              )}
            </Field>
            <Field<string>
              name="date_of_birth"
              parse={keepEmpty}
              validate={dobRule}
              subscription={{ value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true }}
            >
              {({ input, meta }) => {
                // the rule once the picker was left with a whole date or the form sent, else the server's refusal
                const failure = shownFailure(meta);
                return (
                  <fieldset className="signup-dob">
                    <legend className="signup-dob__legend">{t('profile.date_of_birth')}</legend>
                    <DobPicker
                      value={input.value}
                      onInput={input.onChange}
                      onBlur={() => input.onBlur()}
                      locale={typeof navigator === 'undefined' ? i18n.language : navigator.language}
                      monthLocale={i18n.language}
                      labels={{
                        day: t('profile.day'),
                        month: t('profile.month'),
                        year: t('profile.year'),
                        // the native input's own label, in this remote's messages like the three selects'
                        date: t('profile.date_of_birth'),
                      }}
                      native={flags.nativeDateInput}
                      minAge={SIGNUP_MIN_AGE}
                      maxAge={PICKER_MAX_AGE}
                      invalid={Boolean(failure)}
                      className="signup-dob__picker"
                    />
                    <RuleMessage className="signup-field-error" failure={failure} />
                  </fieldset>
                );
              }}
            </Field>
          </div>
          {choices}
          {/* the step's own words for a failed save, whatever the server said */}
          {submitError !== undefined && (
            <Notice tone="danger" role="alert" className="signup-form-error">
              {t('errors.save')}
            </Notice>
          )}
          <SaveOrSkip
            save={t('profile.save')}
            skip={t('profile.skip')}
            saving={update.isPending}
            invalid={Boolean(hasValidationErrors)}
            onSkip={onNext}
          />
        </StepForm>
      )}
    />
  );
}

interface DetailSelectsProps {
  fields: Record<string, { allowed_values: string[] }>;
}

/** The fields of profile_fields.php kept in `details`; gender, also listed there, has its own select above. */
function DetailSelects({ fields }: DetailSelectsProps) {
  const { t } = useTranslation('signup');
  const shown = Object.entries(fields).filter(([field]) => isDetailField(field));
  if (shown.length === 0) return null;
  return (
    <div className="signup-details">
      <h3 className="signup-details__title">{t('profile.more')}</h3>
      <div className="signup-details__grid">
        {shown.map(([field, { allowed_values }]) => (
          <DetailSelect
            key={field}
            field={field}
            values={allowed_values}
            id={`signup-field-${field}`}
            className="signup-select"
          />
        ))}
      </div>
    </div>
  );
}
