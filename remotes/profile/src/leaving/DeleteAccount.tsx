import './leaving.css';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Gift, UserX } from 'lucide-react';
import type { DiscountCode } from '@dating/contract';
import { ApiError, useDeleteAccount, useDeleteOffer } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import { Button, buttonClassName, Card, ErrorNotice, Field, Modal, TextInput } from '@dating/ui';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** Where the page goes once the account is gone (docs/product.md §2: account-deleted, login optional). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';
/** The navigation's state: this page deleted the account, so /account-deleted forgets the member. */
export interface AccountDeletedState {
  deleted: true;
}

type Step = { at: 'start' } | { at: 'offer'; discount: DiscountCode } | { at: 'password' } | { at: 'confirm' };

/**
 * /profile: delete the account (GDPR article 17). First the site's offer to stay (settings delete_discount,
 * docs/product.md §3: asking grants it, and /credits applies it), then the password, then a last confirmation in a
 * dialog; only that sends the deletion. A wrong password brings the member back to the field with the reason.
 */
export default function DeleteAccount() {
  const { t } = useProfileMessages();
  const id = useId();
  const navigate = useNavigate();
  const offer = useDeleteOffer();
  const remove = useDeleteAccount(() =>
    navigate(ACCOUNT_DELETED_PATH, { replace: true, state: { deleted: true } satisfies AccountDeletedState }),
  );
  const [step, setStep] = useState<Step>({ at: 'start' });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);

  const begin = () => {
    setFailure(null);
    offer.mutate(undefined, {
      onSuccess: ({ discountcode }) =>
        setStep(discountcode ? { at: 'offer', discount: discountcode } : { at: 'password' }),
      // The offer is a kindness, not a gate: without it the member still gets to leave.
      onError: () => setStep({ at: 'password' }),
    });
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('common:validation.required'));
      return;
    }
    setPasswordError(undefined);
    setStep({ at: 'confirm' });
  };

  const confirmDeletion = () => {
    setFailure(null);
    remove.mutate(
      { password },
      {
        onError: (err) => {
          setStep({ at: 'password' });
          if (err instanceof ApiError && err.code === 'delete_wrong_password') setPasswordError(errorText(t, err));
          else setFailure(err);
        },
      },
    );
  };

  const cancel = () => {
    setStep({ at: 'start' });
    setPassword('');
    setPasswordError(undefined);
  };

  return (
    <Card as="section" padding="lg" className="profile-leaving-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-heading">
        <UserX aria-hidden="true" />
        {t('leaving.delete.title')}
      </h2>
      <p className="profile-leaving-text">{t('leaving.delete.intro')}</p>
      {failure !== null && <ErrorNotice>{errorText(t, failure)}</ErrorNotice>}

      {step.at === 'start' && (
        <div className="profile-leaving-actions">
          <Button variant="secondary" onClick={begin} loading={offer.isPending}>
            {t('leaving.delete.start')}
          </Button>
        </div>
      )}

      {step.at === 'offer' && (
        <div className="profile-leaving-offer" role="group" aria-labelledby={`${id}-offer`}>
          <h3 id={`${id}-offer`} className="profile-leaving-subheading">
            <Gift aria-hidden="true" />
            {t('leaving.offer.title')}
          </h3>
          <p className="profile-leaving-text">
            {t('leaving.offer.body', { percent: step.discount.percentage, code: step.discount.code })}
          </p>
          <div className="profile-leaving-actions">
            <Link to="/credits" className={buttonClassName({})}>
              {t('leaving.offer.accept')}
            </Link>
            <Button variant="ghost" onClick={() => setStep({ at: 'password' })}>
              {t('leaving.offer.decline')}
            </Button>
          </div>
        </div>
      )}

      {(step.at === 'password' || step.at === 'confirm') && (
        <form className="profile-leaving-form" noValidate onSubmit={onPassword}>
          <p className="profile-leaving-text">{t('leaving.password.intro')}</p>
          <Field
            label={t('leaving.password.label')}
            htmlFor={`${id}-password`}
            error={
              passwordError && (
                <p id={`${id}-password-error`} className="profile-leaving-field-error">
                  {passwordError}
                </p>
              )
            }
          >
            <TextInput
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${id}-password-error` : undefined}
            />
          </Field>
          <div className="profile-leaving-actions">
            <Button type="submit" variant="danger">
              {t('leaving.password.continue')}
            </Button>
            <Button type="button" variant="ghost" onClick={cancel}>
              {t('leaving.cancel')}
            </Button>
          </div>
        </form>
      )}

      <Modal
        open={step.at === 'confirm'}
        onClose={() => !remove.isPending && setStep({ at: 'password' })}
        title={t('leaving.confirm.title')}
        size="sm"
        placement="sheet"
        footer={
          <div className="profile-leaving-actions">
            <Button type="button" variant="ghost" onClick={cancel} disabled={remove.isPending}>
              {t('leaving.cancel')}
            </Button>
            <Button type="button" variant="danger" onClick={confirmDeletion} loading={remove.isPending}>
              {t('leaving.confirm.submit')}
            </Button>
          </div>
        }
      >
        <p className="profile-leaving-text">{t('leaving.confirm.body')}</p>
      </Modal>
    </Card>
  );
}
