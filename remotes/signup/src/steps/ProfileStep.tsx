import { Suspense, useState, type FormEvent } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProfileFields, useTemplateFlags, useUpdateUser } from '@dating/api-client';
import { PICKER_MAX_AGE, SIGNUP_MIN_AGE } from '@dating/config';
import { Button, DobPicker, Field as FormRow, randomDob, RuleMessage, Select } from '@dating/ui';
import { isDetailField, validateDateOfBirth } from '@dating/contract';
import { useProfileFieldMessages } from '@dating/i18n';
import { Notice } from '../layout/Notice';
import { StepHeader } from '../layout/StepHeader';
import { InterestChoices } from './InterestChoices';
import type { StepProps } from './types';

const UNSET_DOB = '0000-00-00';
const isUnset = (dob: string) => dob === '' || dob === UNSET_DOB;

/** Step 4: optional gender, date of birth (18+), the other profile fields of profile_fields.php and interests. */
export function ProfileStep({ user, onNext }: StepProps) {
  const { t, i18n } = useTranslation('signup');
  const fields = useProfileFields();
  const update = useUpdateUser();
  const flags = useTemplateFlags().signup;
  const [gender, setGender] = useState<'' | 'male' | 'female'>(user.profile.gender);
  // One random start per visit of the step, drawn by the shared rule of docs/product.md §5.
  const [randomStart] = useState(() => randomDob({ minAge: SIGNUP_MIN_AGE, maxAge: PICKER_MAX_AGE }));
  const [chosenDob, setDob] = useState<string | null>(null);
  // Until the member picks, the stored date; with randomDateOfBirth an empty one starts at the random date.
  // Derived rather than initial state: the settings that carry the flag may arrive after the step opened.
  const storedDob = user.profile.date_of_birth;
  const dob = chosenDob ?? (flags.randomDateOfBirth && isUnset(storedDob) ? randomStart : storedDob);
  const [dobTouched, setDobTouched] = useState(false);
  const [details, setDetails] = useState<Record<string, string>>(user.profile.details ?? {});
  const [interests, setInterests] = useState<number[]>(user.profile.interests ?? []);
  const [failed, setFailed] = useState(false);
  const dobFailure = isUnset(dob) ? null : validateDateOfBirth(dob);
  const partial = !isUnset(dob) && /(^0000|-00)/.test(dob);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setDobTouched(true);
    if (dobFailure && !partial) return;
    setFailed(false);
    try {
      await update.mutateAsync({
        gender,
        ...(isUnset(dob) || partial ? {} : { date_of_birth: dob }),
        details: Object.fromEntries(Object.entries(details).filter(([, v]) => v !== '')),
        interests,
      });
      onNext();
    } catch {
      setFailed(true);
    }
  };

  return (
    <form className="signup-step" onSubmit={save} aria-labelledby="signup-profile-heading" noValidate>
      <StepHeader
        id="signup-profile-heading"
        icon={<UserRound />}
        title={t('profile.title')}
        lead={t('profile.lead')}
      />
      <div className="signup-fields">
        <FormRow label={t('profile.gender')} htmlFor="signup-gender">
          <Select
            id="signup-gender"
            className="signup-select"
            value={gender}
            onChange={(e) => setGender(e.target.value as typeof gender)}
          >
            <option value="">{t('profile.gender_unset')}</option>
            <option value="female">{t('profile.female')}</option>
            <option value="male">{t('profile.male')}</option>
          </Select>
        </FormRow>
        <fieldset className="signup-dob">
          <legend className="signup-dob__legend">{t('profile.date_of_birth')}</legend>
          <DobPicker
            value={dob}
            onInput={(v: string) => setDob(v)}
            onBlur={() => setDobTouched(true)}
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
            invalid={dobTouched && dobFailure !== null && !partial}
            className="signup-dob__picker"
          />
          <RuleMessage className="signup-field-error" failure={dobTouched && !partial ? dobFailure : null} />
        </fieldset>
      </div>
      {/* Its own boundary: the step shows at once, the selects join when their names have loaded. */}
      <Suspense fallback={null}>
        <DetailSelects
          fields={fields.data?.fields ?? {}}
          details={details}
          onChange={(field, value) => setDetails((d) => ({ ...d, [field]: value }))}
        />
      </Suspense>
      <Suspense fallback={null}>
        <InterestChoices chosen={interests} onChange={setInterests} />
      </Suspense>
      {failed && (
        <Notice tone="danger" role="alert" className="signup-form-error">
          {t('errors.save')}
        </Notice>
      )}
      <div className="signup-actions">
        <Button type="submit" size="lg" block loading={update.isPending} disabled={dobFailure !== null && !partial}>
          {t('profile.save')}
        </Button>
        <Button variant="ghost" block onClick={onNext}>
          {t('profile.skip')}
        </Button>
      </div>
    </form>
  );
}

interface DetailSelectsProps {
  fields: Record<string, { allowed_values: string[] }>;
  details: Record<string, string>;
  onChange: (field: string, value: string) => void;
}

/** The fields of profile_fields.php kept in `details`; gender, also listed there, has its own select above. */
function DetailSelects({ fields, details, onChange }: DetailSelectsProps) {
  const { t } = useTranslation('signup');
  const messages = useProfileFieldMessages();
  const shown = Object.entries(fields).filter(([field]) => isDetailField(field));
  if (shown.length === 0) return null;
  return (
    <div className="signup-details">
      <h3 className="signup-details__title">{t('profile.more')}</h3>
      <div className="signup-details__grid">
        {shown.map(([field, { allowed_values }]) => (
          <FormRow key={field} label={messages.label(field)} htmlFor={`signup-field-${field}`}>
            <Select
              id={`signup-field-${field}`}
              className="signup-select"
              value={details[field] ?? ''}
              onChange={(e) => onChange(field, e.target.value)}
            >
              <option value="">{messages.noAnswer}</option>
              {allowed_values.map((v) => (
                <option key={v} value={v}>
                  {messages.value(field, v)}
                </option>
              ))}
            </Select>
          </FormRow>
        ))}
      </div>
    </div>
  );
}
