import '../safety/safety.css';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { Field as FinalField, Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Flag, HeartHandshake } from 'lucide-react';
import { getProfile, COMPLAINT_KINDS, COMPLAINT_REASONS, COMPLAINT_TEXT_MAX, validateEmail } from '@dating/contract';
import type { ComplaintKind } from '@dating/contract';
import { useApiQuery, useMediaUrl, useSendComplaint, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { Avatar, buttonClassName, Card, ErrorNotice, Field, Select, submitWithRefusals, TextArea } from '@dating/ui';
import {
  FieldFailureText,
  SubmitButton,
  submittedFailure,
  TextField,
  type SubmittedFieldMeta,
} from '@dating/ui/form-fields';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** A positive whole number from the address, or undefined. */
const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

/** A profile named by its number or its address (/members/123): the number in it. */
const memberFromText = (text: string) => idParam(/(\d+)\D*$/.exec(text.trim())?.[1] ?? null);

interface ComplaintValues {
  kind: ComplaintKind;
  reason?: string;
  text?: string;
  email?: string;
  /** the member's number or address, typed when the page's address names none */
  member?: string;
  photo?: number;
}

/** The fields a refused complaint may name that the form shows. */
const COMPLAINT_FIELDS = ['member', 'photo', 'reason', 'text', 'email'] as const;

/** What the member must give before a complaint is sent, as the form's errors by field. */
function complaintErrors(
  t: TFunction,
  values: ComplaintValues,
  { member, isMember }: { member: number | undefined; isMember: boolean },
) {
  const needsMember = values.kind === 'member' || values.kind === 'photo';
  const email = isMember ? null : validateEmail((values.email ?? '').trim());
  return {
    reason: (COMPLAINT_REASONS[values.kind] as readonly string[]).includes(values.reason ?? '')
      ? undefined
      : t('safety.complaint.reason_required'),
    member: needsMember && member === undefined ? t('safety.complaint.member_required') : undefined,
    photo: values.kind === 'photo' && values.photo === undefined ? t('safety.complaint.photo_required') : undefined,
    email: email ?? undefined,
  };
}

/**
 * /complaints (docs/product.md §2, no login needed): report a member, a photo, a message or a billing problem, with a
 * reason and free text. From a profile or a conversation the member (and photo or message) arrive in the address:
 * /complaints?member=123&photo=456 or &message=789. A visitor leaves an address so support can answer.
 */
export default function ComplaintsPage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const [params] = useSearchParams();
  const given = {
    member: idParam(params.get('member')),
    photo: idParam(params.get('photo')),
    message: idParam(params.get('message')),
  };
  const isMember = Boolean(useUser().data?.user);
  const send = useSendComplaint();
  const mediaUrl = useMediaUrl();

  const profileQuery = useApiQuery(
    getProfile,
    { query: { id: given.member ?? 0 } },
    { enabled: given.member !== undefined, retry: false },
  );
  const profile = profileQuery.data?.profile;
  // a message is reported only from its conversation, which names it
  const kinds = COMPLAINT_KINDS.filter((k) => k !== 'message' || given.message !== undefined);
  const memberOf = (values: ComplaintValues) => given.member ?? memberFromText(values.member ?? '');

  const onSubmit = async (values: ComplaintValues) => {
    const { kind, photo } = values;
    const member = memberOf(values);
    const needsMember = kind === 'member' || kind === 'photo';
    return submitWithRefusals(
      t,
      () =>
        send.mutateAsync({
          kind,
          reason: values.reason as never,
          text: (values.text ?? '').trim(),
          ...(isMember ? {} : { email: (values.email ?? '').trim() }),
          ...(needsMember && member !== undefined ? { member } : {}),
          ...(kind === 'photo' && photo !== undefined ? { photo } : {}),
          ...(kind === 'message' && given.message !== undefined ? { message: given.message } : {}),
        }),
      COMPLAINT_FIELDS,
    );
  };

  if (send.isSuccess)
    return (
      <section className="profile-complaint" aria-labelledby={`${id}-done`}>
        <Card padding="lg" className="profile-complaint-form">
          <div role="status" className="profile-complaint-form">
            <h1 id={`${id}-done`} className="profile-page-title">
              <HeartHandshake aria-hidden="true" /> {t('safety.complaint.thanks_title')}
            </h1>
            <p>{t('safety.complaint.thanks')}</p>
          </div>
          <Link to={isMember ? '/members' : '/'} className={buttonClassName({ variant: 'secondary' })}>
            {t('safety.complaint.back')}
          </Link>
        </Card>
      </section>
    );

  /** A field's failure under it, and the attributes that tie it to its control. */
  const failureOf = (name: string, meta: SubmittedFieldMeta) => {
    const failure = submittedFailure(meta);
    const errorId = `${id}-${name}-error`;
    return {
      message: failure && <FieldFailureText id={errorId} failure={failure} className="profile-complaint-error" />,
      described: failure ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {},
    };
  };

  return (
    <section className="profile-complaint" aria-labelledby={`${id}-title`}>
      <Card padding="lg">
        <Form<ComplaintValues>
          onSubmit={onSubmit}
          initialValues={{
            kind: given.message ? 'message' : given.photo ? 'photo' : 'member',
            photo: given.photo,
          }}
          validate={(values) => complaintErrors(t, values, { member: memberOf(values), isMember })}
          render={({ handleSubmit, submitError, values, form }) => {
            const reasons = COMPLAINT_REASONS[values.kind] as readonly string[];
            const needsMember = values.kind === 'member' || values.kind === 'photo';
            return (
              <form className="profile-complaint-form" noValidate onSubmit={handleSubmit}>
                <h1 id={`${id}-title`} className="profile-page-title">
                  {t('safety.complaint.title')}
                </h1>
                <p className="profile-complaint-hint">{t('safety.complaint.intro')}</p>
                {profile && needsMember && (
                  <p className="profile-complaint-about">
                    <Avatar src={profile.main_image && mediaUrl(profile.main_image.thumb_filename)} size="sm" />
                    {t('safety.complaint.about', { name: profile.name })}
                  </p>
                )}
                <FinalField<ComplaintKind> name="kind">
                  {({ input }) => (
                    <Field label={t('safety.complaint.kind')} htmlFor={`${id}-kind`}>
                      <Select
                        {...input}
                        id={`${id}-kind`}
                        onChange={(e) => {
                          // the reasons are the kind's own: a reason chosen for another kind is no answer
                          form.batch(() => {
                            input.onChange(e);
                            form.change('reason', '');
                          });
                        }}
                      >
                        {kinds.map((k) => (
                          <option key={k} value={k}>
                            {t(`safety.complaint.kinds.${k}`)}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                </FinalField>
                {needsMember && given.member === undefined && (
                  <TextField
                    name="member"
                    id={`${id}-member`}
                    label={t('safety.complaint.member')}
                    hint={t('safety.complaint.member_hint')}
                    errorClassName="profile-complaint-error"
                  />
                )}
                {values.kind === 'photo' && profile && profile.images.length > 0 && (
                  <FinalField<number | undefined> name="photo">
                    {({ input, meta }) => {
                      const { message, described } = failureOf('photo', meta);
                      return (
                        <fieldset className="profile-complaint-photos" {...described}>
                          <legend>{t('safety.complaint.which_photo')}</legend>
                          <div className="profile-complaint-photo-list">
                            {profile.images.map((image, i) => (
                              <label key={image.id} className="profile-complaint-photo">
                                <input
                                  type="radio"
                                  name={`${id}-photo`}
                                  value={image.id}
                                  checked={input.value === image.id}
                                  onChange={() => input.onChange(image.id)}
                                  className="profile-complaint-radio"
                                />
                                <img
                                  src={mediaUrl(image.thumb_filename)}
                                  alt={t('safety.complaint.photo_n', { n: i + 1 })}
                                />
                              </label>
                            ))}
                          </div>
                          {message}
                        </fieldset>
                      );
                    }}
                  </FinalField>
                )}
                <FinalField<string> name="reason">
                  {({ input, meta }) => {
                    const { message, described } = failureOf('reason', meta);
                    return (
                      <Field label={t('safety.complaint.reason')} htmlFor={`${id}-reason`} error={message}>
                        <Select {...input} id={`${id}-reason`} {...described}>
                          <option value="">{t('safety.complaint.reason_choose')}</option>
                          {reasons.map((r) => (
                            <option key={r} value={r}>
                              {t(`safety.complaint.reasons.${r}`)}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    );
                  }}
                </FinalField>
                <FinalField<string> name="text">
                  {({ input, meta }) => {
                    const { message, described } = failureOf('text', meta);
                    return (
                      <Field label={t('safety.complaint.text')} htmlFor={`${id}-text`} error={message}>
                        <TextArea {...input} id={`${id}-text`} rows={5} maxLength={COMPLAINT_TEXT_MAX} {...described} />
                      </Field>
                    );
                  }}
                </FinalField>
                {!isMember && (
                  <TextField
                    name="email"
                    id={`${id}-email`}
                    label={t('safety.complaint.email')}
                    hint={t('safety.complaint.email_hint')}
                    type="email"
                    autoComplete="email"
                    errorClassName="profile-complaint-error"
                  />
                )}
                {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
                <SubmitButton size="lg" block icon={<Flag aria-hidden="true" />}>
                  {t('safety.complaint.submit')}
                </SubmitButton>
              </form>
            );
          }}
        />
      </Card>
    </section>
  );
}
