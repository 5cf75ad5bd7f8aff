import '../safety/safety.css';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Flag, HeartHandshake } from 'lucide-react';
import { getProfile, COMPLAINT_KINDS, COMPLAINT_REASONS, COMPLAINT_TEXT_MAX, validateEmail } from '@dating/contract';
import type { ComplaintKind } from '@dating/contract';
import { refusedFields, useApiQuery, useMediaUrl, useSendComplaint, useUser } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { Avatar, Button, buttonClassName, Card, ErrorNotice, Field, Select, TextArea, TextInput } from '@dating/ui';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** A positive whole number from the address, or undefined. */
const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

/** A profile named by its number or its address (/members/123): the number in it. */
const memberFromText = (text: string) => idParam(/(\d+)\D*$/.exec(text.trim())?.[1] ?? null);

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
  const [kind, setKind] = useState<ComplaintKind>(
    given.message ? 'message' : given.photo ? 'photo' : given.member ? 'member' : 'member',
  );
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [memberText, setMemberText] = useState('');
  const [photo, setPhoto] = useState<number | undefined>(given.photo);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendComplaint();
  const mediaUrl = useMediaUrl();

  const member = given.member ?? memberFromText(memberText);
  const profileQuery = useApiQuery(
    getProfile,
    { query: { id: given.member ?? 0 } },
    { enabled: given.member !== undefined, retry: false },
  );
  const profile = profileQuery.data?.profile;
  // a message is reported only from its conversation, which names it
  const kinds = COMPLAINT_KINDS.filter((k) => k !== 'message' || given.message !== undefined);
  const reasons = COMPLAINT_REASONS[kind] as readonly string[];
  const needsMember = kind === 'member' || kind === 'photo';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found: Record<string, string> = {};
    if (!reasons.includes(reason)) found.reason = t('safety.complaint.reason_required');
    if (needsMember && member === undefined) found.member = t('safety.complaint.member_required');
    if (kind === 'photo' && photo === undefined) found.photo = t('safety.complaint.photo_required');
    if (!isMember) {
      const rule = validateEmail(email.trim());
      if (rule) found.email = t(`common:validation.${rule.code}`, rule.params ?? {});
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        kind,
        reason: reason as never,
        text: text.trim(),
        ...(isMember ? {} : { email: email.trim() }),
        ...(needsMember && member !== undefined ? { member } : {}),
        ...(kind === 'photo' && photo !== undefined ? { photo } : {}),
        ...(kind === 'message' && given.message !== undefined ? { message: given.message } : {}),
      },
      {
        onError: (err) => {
          const refused = refusedFields(err);
          setErrors(
            Object.fromEntries(
              Object.entries(refused).map(([field, f]) => [field, t(`common:validation.${f.code}`, f.params ?? {})]),
            ),
          );
        },
      },
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

  const fieldError = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="profile-complaint-error">
        {errors[name]}
      </p>
    );
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <section className="profile-complaint" aria-labelledby={`${id}-title`}>
      <Card padding="lg">
        <form className="profile-complaint-form" noValidate onSubmit={onSubmit}>
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
          <Field label={t('safety.complaint.kind')} htmlFor={`${id}-kind`}>
            <Select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ComplaintKind);
                setReason('');
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`safety.complaint.kinds.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          {needsMember && given.member === undefined && (
            <Field
              label={t('safety.complaint.member')}
              htmlFor={`${id}-member`}
              hint={t('safety.complaint.member_hint')}
              error={fieldError('member')}
            >
              <TextInput
                id={`${id}-member`}
                value={memberText}
                onChange={(e) => setMemberText(e.target.value)}
                {...described('member')}
              />
            </Field>
          )}
          {kind === 'photo' && profile && profile.images.length > 0 && (
            <fieldset className="profile-complaint-photos" {...described('photo')}>
              <legend>{t('safety.complaint.which_photo')}</legend>
              <div className="profile-complaint-photo-list">
                {profile.images.map((image, i) => (
                  <label key={image.id} className="profile-complaint-photo">
                    <input
                      type="radio"
                      name={`${id}-photo`}
                      value={image.id}
                      checked={photo === image.id}
                      onChange={() => setPhoto(image.id)}
                      className="profile-complaint-radio"
                    />
                    <img src={mediaUrl(image.thumb_filename)} alt={t('safety.complaint.photo_n', { n: i + 1 })} />
                  </label>
                ))}
              </div>
              {fieldError('photo')}
            </fieldset>
          )}
          <Field label={t('safety.complaint.reason')} htmlFor={`${id}-reason`} error={fieldError('reason')}>
            <Select
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              {...described('reason')}
            >
              <option value="">{t('safety.complaint.reason_choose')}</option>
              {reasons.map((r) => (
                <option key={r} value={r}>
                  {t(`safety.complaint.reasons.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('safety.complaint.text')} htmlFor={`${id}-text`} error={fieldError('text')}>
            <TextArea
              id={`${id}-text`}
              rows={5}
              maxLength={COMPLAINT_TEXT_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              {...described('text')}
            />
          </Field>
          {!isMember && (
            <Field
              label={t('safety.complaint.email')}
              htmlFor={`${id}-email`}
              hint={t('safety.complaint.email_hint')}
              error={fieldError('email')}
            >
              <TextInput
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...described('email')}
              />
            </Field>
          )}
          {send.isError && Object.keys(refusedFields(send.error)).length === 0 && (
            <ErrorNotice>{errorText(t, send.error)}</ErrorNotice>
          )}
          <Button type="submit" size="lg" block loading={send.isPending} icon={<Flag aria-hidden="true" />}>
            {t('safety.complaint.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
