import type { FormEvent } from 'react';
import { Check, CircleCheck } from 'lucide-react';
import { Field, Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { readCookie, useEnsureEmailCheck, useCreateAccount, useRegisterPush, useSettings } from '@dating/api-client';
import type { SearchStart, User } from '@dating/contract';
import {
  Button,
  Field as FormRow,
  keepEmpty,
  RuleMessage,
  shownFailure,
  submitWithRefusals,
  TextInput,
} from '@dating/ui';
import { useEmailCheck } from '../logic/email-check';
import { suggestEmail } from '../logic/email-suggestion';
import { browserTimezone, buildSignupPayload, csrfHash } from '../logic/payload';
import { readPushState, subscriptionBody } from '../logic/push';
import { stepAfterAccount, type SignupStep } from '../logic/steps';
import { usePushOffer } from '../flow/useStartStep';
import { captureTracking, keptLanderVisit } from '@dating/tracking';
import { EmailNotice } from './EmailNotice';
import { Notice } from '../layout/Notice';
import { LegalLinks } from './LegalModals';
import { SIGNUP_FIELDS, validateSignup, type SignupValues } from './values';

export interface SignupFormProps {
  /** the referring member on /members/:id/signup */
  profileId?: number | null;
  /** the match-finder's answers, the new member's first search */
  searchStart?: SearchStart;
  /** called once the account exists, with the step to continue at */
  onCreated: (user: User, next: SignupStep) => void;
}

const INITIAL_VALUES: SignupValues = { email: '', name: '', password: '' };

/** Step 0: email, name and password; creates the account through POST /api/user.php?new=1. */
export function SignupForm({ profileId = null, searchStart, onCreated }: SignupFormProps) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const ensureEmailCheck = useEnsureEmailCheck();
  const createAccount = useCreateAccount();
  const registerPush = useRegisterPush();
  const { offered } = usePushOffer();

  const onSubmit = (values: SignupValues) => {
    const email = values.email.trim();
    return submitWithRefusals(
      t,
      async () => {
        // the answer the notice shows; asked now only if the debounce has not run yet
        const check = await ensureEmailCheck(email);
        if (check.status !== 'new') return; // the email notice already says why
        const body = buildSignupPayload(
          { ...values, email },
          {
            tracking: captureTracking(),
            lander: keptLanderVisit(),
            searchStart: searchStart ?? null,
            timezone: browserTimezone(),
            country: settings.data?.geoip_selected_country || settings.data?.geoip_country || '',
            language: i18n.language,
            profileId,
            formPath: location.pathname,
            referrer: document.referrer,
            csrf: await csrfHash(readCookie('csrf') ?? ''),
            token: check.token,
            userAgent: navigator.userAgent,
          },
        );
        const { user } = await createAccount.mutateAsync(body);
        const push = await readPushState();
        if (push.subscription) {
          // an existing subscription belongs to the new account too; failing to attach it is not worth stopping for
          await registerPush.mutateAsync(subscriptionBody(push.subscription)).catch(() => undefined);
        }
        onCreated(user, stepAfterAccount(push.state, offered(push.state)));
      },
      SIGNUP_FIELDS,
    );
  };

  return (
    <Form<SignupValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      validate={(values) => validateSignup(values) as Record<string, unknown>}
      subscription={{ submitting: true, hasValidationErrors: true, submitError: true, values: true }}
      render={({ handleSubmit, submitting, hasValidationErrors, submitError, values }) => (
        <SignupFields
          email={values.email ?? ''}
          onSubmit={handleSubmit}
          submitting={Boolean(submitting)}
          // an account made is final: the form stays locked while the flow moves on
          locked={Boolean(hasValidationErrors) || createAccount.isSuccess}
          formError={typeof submitError === 'string' ? submitError : null}
        />
      )}
    />
  );
}

interface SignupFieldsProps {
  email: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  submitting: boolean;
  locked: boolean;
  formError: string | null;
}

/** The fields, inside the form so the email check can follow the typed address. */
function SignupFields({ email, onSubmit, submitting, locked, formError }: SignupFieldsProps) {
  const { t } = useTranslation('signup');
  const form = useForm<SignupValues>();
  const check = useEmailCheck(email);
  const suggestion = suggestEmail(email);
  const emailOk = check.state === 'checked' && check.status === 'new';
  // a did-you-mean beside a green tick contradicts itself: while one is shown the address is not marked valid
  const markedValid = emailOk && !suggestion;
  const nameDefault = email.includes('@') ? email.split('@')[0] : '';

  return (
    // method post: a form sent before the app has taken over never puts the password into the address
    <form className="signup-form" method="post" onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      <Field<string> name="email" parse={keepEmpty}>
        {({ input, meta }) => (
          <FormRow
            label={t('fields.email')}
            htmlFor="signup-email"
            error={
              <>
                {suggestion && (
                  <Notice tone="info" className="signup-suggestion">
                    <p>{t('email.did_you_mean')}</p>
                    <Button
                      variant="secondary"
                      icon={<Check />}
                      className="signup-suggestion__accept"
                      onClick={() => form.change('email', suggestion)}
                    >
                      {suggestion}
                    </Button>
                  </Notice>
                )}
                {/* always there, so the input's aria-describedby never points at nothing */}
                <div id="signup-email-notice" className="signup-contents">
                  <EmailNotice check={check} touched={Boolean(meta.touched)} />
                </div>
                <RuleMessage
                  id="signup-email-error"
                  className="signup-field-error"
                  failure={shownFailure({ ...meta, error: undefined })}
                />
              </>
            }
          >
            <span className="signup-email">
              <TextInput
                {...input}
                id="signup-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={Boolean(meta.touched) && !emailOk && check.state !== 'checking'}
                aria-describedby="signup-email-notice"
              />
              {markedValid && <CircleCheck className="signup-email__ok" aria-hidden="true" />}
            </span>
          </FormRow>
        )}
      </Field>
      <TextField name="name" label={t('fields.name')} type="text" autoComplete="nickname" placeholder={nameDefault} />
      <TextField name="password" label={t('fields.password')} type="password" autoComplete="new-password" />
      <LegalLinks />
      {formError && (
        <Notice tone="danger" role="alert" className="signup-form-error">
          {formError}
        </Notice>
      )}
      {/* docs/product.md §5: disabled while submitting or while errors exist
          (react-final-form blocks a second submit) */}
      <Button
        type="submit"
        size="lg"
        block
        loading={submitting}
        disabled={locked || !emailOk}
        className="signup-submit"
      >
        {submitting ? t('form.creating') : t('form.create')}
      </Button>
    </form>
  );
}

interface TextFieldProps {
  name: 'name' | 'password';
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  placeholder?: string;
}

/** A labelled input of the form with its rule failure under it. */
function TextField({ name, label, type, autoComplete, placeholder }: TextFieldProps) {
  const id = `signup-${name}`;
  return (
    // a cleared name must stay '' to take its default
    <Field<string> name={name} parse={keepEmpty}>
      {({ input, meta }) => (
        <FormRow
          label={label}
          htmlFor={id}
          error={<RuleMessage id={`${id}-error`} className="signup-field-error" failure={shownFailure(meta)} />}
        >
          <TextInput
            {...input}
            id={id}
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            aria-invalid={shownFailure(meta) !== undefined}
            aria-describedby={shownFailure(meta) ? `${id}-error` : undefined}
          />
        </FormRow>
      )}
    </Field>
  );
}
