import { Suspense, useMemo } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Sparkles, UserRound } from 'lucide-react';
import { useUpdateUser } from '@dating/api-client';
import { useHoldRemoteUpdate } from '@dating/bus';
import {
  Button,
  Card,
  DobPicker,
  Field,
  RuleMessage,
  Select,
  shownFailure,
  submitWithRefusals,
  TextArea,
  TextInput,
  useToast,
} from '@dating/ui';
import type { User } from '@dating/contract';
import { DetailFields } from './DetailFields';
import { InterestsField } from './InterestsField';
import { LocationFields } from './LocationFields';
import { VisitorsField } from './VisitorsField';
import { validateProfile } from './validate';
import { toFormValues, toUpdateBody, type ProfileFormValues } from './values';

/** While the form has unsaved edits the host keeps this remote's version (issue 3: no swap mid-form). */
function HoldUpdateWhileDirty({ dirty }: { dirty: boolean }) {
  useHoldRemoteUpdate('profile', dirty);
  return null;
}

/** Edits the member's own profile and saves it through PUT /api/user.php; one card per group of fields. */
export function ProfileForm({ user, showCity }: { user: User; showCity: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const update = useUpdateUser();
  const { toast } = useToast();
  // A poll that brings a new user object (credits, likes) must not reset the member's edits: the values are
  // rebuilt only when the profile or the visitors choice changed, and a reinitialisation keeps the fields being edited.
  const initialValues = useMemo(
    () => ({ ...toFormValues(user.profile), shown_to_visitors: user.shown_to_visitors }),
    [user.profile, user.shown_to_visitors],
  );

  const onSubmit = (values: ProfileFormValues) =>
    submitWithRefusals(t, async () => {
      await update.mutateAsync(toUpdateBody(values, showCity));
      toast({ title: t('saved.title'), body: t('saved.body'), variant: 'success' });
    });

  return (
    <Form<ProfileFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={(values) => validateProfile(values, user.email) as Record<string, unknown>}
      render={({ handleSubmit, submitting, hasValidationErrors, submitError, pristine }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate aria-label={t('form.label')}>
          <HoldUpdateWhileDirty dirty={!pristine} />
          <Card padding="lg" className="profile-card">
            <fieldset className="profile-group">
              <legend className="profile-group-title">
                <UserRound aria-hidden="true" />
                {t('sections.basics')}
              </legend>
              <div className="profile-fields profile-fields--two">
                <FormField<string> name="name">
                  {({ input, meta }) => (
                    <Field
                      label={t('fields.name')}
                      htmlFor="profile-name"
                      error={
                        <RuleMessage
                          id="profile-name-error"
                          className="profile-field-error"
                          failure={shownFailure(meta)}
                        />
                      }
                    >
                      <TextInput
                        {...input}
                        id="profile-name"
                        type="text"
                        autoComplete="nickname"
                        aria-invalid={Boolean(shownFailure(meta))}
                        aria-describedby="profile-name-error"
                      />
                    </Field>
                  )}
                </FormField>
                <FormField<string> name="gender">
                  {({ input }) => (
                    <Field label={t('fields.gender')} htmlFor="profile-gender">
                      <Select {...input} id="profile-gender" className="profile-select">
                        <option value="">{t('gender.unset')}</option>
                        <option value="female">{t('gender.female')}</option>
                        <option value="male">{t('gender.male')}</option>
                      </Select>
                    </Field>
                  )}
                </FormField>
              </div>
              <FormField<string> name="date_of_birth">
                {({ input, meta }) => (
                  <fieldset className="profile-dob">
                    <legend className="profile-label">{t('fields.date_of_birth')}</legend>
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
              </FormField>
            </fieldset>
          </Card>
          <Card padding="lg" className="profile-card">
            <LocationFields showCity={showCity} />
          </Card>
          <Card padding="lg" className="profile-card">
            <fieldset className="profile-group">
              <legend className="profile-group-title">
                <Sparkles aria-hidden="true" />
                {t('details.legend')}
              </legend>
              <FormField<string> name="personal">
                {({ input }) => (
                  <Field label={t('fields.personal')} htmlFor="profile-personal">
                    <TextArea {...input} id="profile-personal" rows={4} />
                  </Field>
                )}
              </FormField>
              {/* Its own boundary: the rest of the form is usable while the field names load. */}
              <Suspense fallback={null}>
                <DetailFields />
              </Suspense>
            </fieldset>
          </Card>
          <Card padding="lg" className="profile-card">
            {/* Its own boundary too: the interests join when their names have loaded. */}
            <Suspense fallback={null}>
              <InterestsField />
            </Suspense>
          </Card>
          <Card padding="lg" className="profile-card">
            <VisitorsField />
          </Card>
          {submitError && (
            <p role="alert" className="profile-form-error">
              {submitError}
            </p>
          )}
          {/* With unsaved edits the save button stays in reach at the foot of the screen (the form is long). */}
          <div className={`profile-actions${pristine ? '' : ' profile-actions--pinned'}`}>
            <Button
              type="submit"
              size="lg"
              className="profile-save"
              loading={submitting}
              disabled={hasValidationErrors || pristine}
            >
              {t('form.save')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
