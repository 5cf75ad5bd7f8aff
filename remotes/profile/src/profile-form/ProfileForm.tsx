import { Suspense } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '@dating/api-client';
import { useHoldRemoteUpdate } from '@dating/bus';
import { DobPicker, RuleMessage, shownFailure, submissionErrors, useToast } from '@dating/ui';
import type { User } from '@dating/contract';
import { DetailFields } from './DetailFields';
import { LocationFields } from './LocationFields';
import { validateProfile } from './validate';
import { toFormValues, toUpdateBody, type ProfileFormValues } from './values';

/** While the form has unsaved edits the host keeps this remote's version (issue 3: no swap mid-form). */
function HoldUpdateWhileDirty({ dirty }: { dirty: boolean }) {
  useHoldRemoteUpdate('profile', dirty);
  return null;
}

/** Edits the member's own profile and saves it through PUT /api/user.php. */
export function ProfileForm({ user, showCity }: { user: User; showCity: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const update = useUpdateUser();
  const { toast } = useToast();

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      await update.mutateAsync(toUpdateBody(values, showCity));
      toast({ title: t('saved.title'), body: t('saved.body'), variant: 'success' });
      return undefined;
    } catch (err) {
      return submissionErrors(t, err);
    }
  };

  return (
    <Form<ProfileFormValues>
      onSubmit={onSubmit}
      initialValues={toFormValues(user.profile)}
      validate={(values) => validateProfile(values, user.email) as Record<string, unknown>}
      render={({ handleSubmit, submitting, hasValidationErrors, submitError, pristine }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate aria-label={t('form.label')}>
          <HoldUpdateWhileDirty dirty={!pristine} />
          <Field<string> name="name">
            {({ input, meta }) => (
              <div className="profile-row">
                <label htmlFor="profile-name">{t('fields.name')}</label>
                <input
                  {...input}
                  id="profile-name"
                  type="text"
                  autoComplete="nickname"
                  aria-invalid={Boolean(shownFailure(meta))}
                  aria-describedby="profile-name-error"
                />
                <RuleMessage id="profile-name-error" className="profile-field-error" failure={shownFailure(meta)} />
              </div>
            )}
          </Field>
          <Field<string> name="gender">
            {({ input }) => (
              <div className="profile-row">
                <label htmlFor="profile-gender">{t('fields.gender')}</label>
                <select {...input} id="profile-gender">
                  <option value="">{t('gender.unset')}</option>
                  <option value="female">{t('gender.female')}</option>
                  <option value="male">{t('gender.male')}</option>
                </select>
              </div>
            )}
          </Field>
          <Field<string> name="date_of_birth">
            {({ input, meta }) => (
              <fieldset className="profile-row profile-dob">
                <legend>{t('fields.date_of_birth')}</legend>
                <DobPicker
                  value={input.value}
                  onInput={(v: string) => input.onChange(v)}
                  onBlur={() => input.onBlur()}
                  locale={typeof navigator === 'undefined' ? i18n.language : navigator.language}
                  monthLocale={i18n.language}
                  labels={{ day: t('dob.day'), month: t('dob.month'), year: t('dob.year') }}
                />
                <RuleMessage
                  id="profile-dob-error"
                  className="profile-field-error"
                  failure={shownFailure({ ...meta, touched: true })}
                />
              </fieldset>
            )}
          </Field>
          <LocationFields showCity={showCity} />
          {/* Its own boundary: the rest of the form is usable while the field names load. */}
          <Suspense fallback={null}>
            <DetailFields />
          </Suspense>
          <Field<string> name="personal">
            {({ input }) => (
              <div className="profile-row">
                <label htmlFor="profile-personal">{t('fields.personal')}</label>
                <textarea {...input} id="profile-personal" rows={4} />
              </div>
            )}
          </Field>
          {submitError && (
            <p role="alert" className="profile-form-error">
              {submitError}
            </p>
          )}
          <button type="submit" className="profile-save" disabled={submitting || hasValidationErrors || pristine}>
            {submitting ? t('form.saving') : t('form.save')}
          </button>
        </form>
      )}
    />
  );
}
