import './leaving.css';
import { useId, useRef, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { Gift, UserX } from 'lucide-react';
import type { DiscountCode } from '@dating/contract';
import { useDeleteAccount, useDeleteOffer } from '@dating/api-client';
import { Button, buttonClassName, Card, ErrorNotice, Modal, submissionErrors } from '@dating/ui';
import { CurrentPasswordField } from '@dating/ui/form-fields';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** Where the page goes once the account is gone (docs/product.md §2: account-deleted, login optional). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';
/** The navigation's state: this page deleted the account, so /account-deleted forgets the member. */
export interface AccountDeletedState {
  deleted: true;
}

type Step = { at: 'start' } | { at: 'offer'; discount: DiscountCode } | { at: 'password' } | { at: 'confirm' };

interface PasswordValues {
  password?: string;
}

/** The password form's sending, which lasts until the dialog is answered: its password and how it ended. */
interface Confirming {
  password: string;
  settle(errors?: SubmissionErrors): void;
}

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
  const confirming = useRef<Confirming | null>(null);

  /** Ends the password form's sending: with what went wrong (shown in the form), or with nothing. */
  const settle = (errors?: SubmissionErrors) => {
    confirming.current?.settle(errors);
    confirming.current = null;
  };

  const begin = () => {
    offer.mutate(undefined, {
      onSuccess: ({ discountcode }) =>
        setStep(discountcode ? { at: 'offer', discount: discountcode } : { at: 'password' }),
      // The offer is a kindness, not a gate: without it the member still gets to leave.
      onError: () => setStep({ at: 'password' }),
    });
  };

  // The password is sent with the dialog's confirmation: the form's sending waits for it, so a refused password
  // comes back to its field like any refused field.
  const onPassword = ({ password = '' }: PasswordValues) =>
    new Promise<SubmissionErrors>((resolve) => {
      confirming.current = { password, settle: resolve };
      setStep({ at: 'confirm' });
    });

  const confirmDeletion = () => {
    remove.mutate(
      { password: confirming.current?.password ?? '' },
      {
        onSuccess: () => settle(),
        onError: (err) => {
          setStep({ at: 'password' });
          settle(submissionErrors(t, err, ['password'], { delete_wrong_password: 'password' }));
        },
      },
    );
  };

  const backToPassword = () => {
    setStep({ at: 'password' });
    settle();
  };

  const cancel = () => {
    setStep({ at: 'start' });
    settle();
  };

  return (
    <Card as="section" padding="lg" className="profile-leaving-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-heading">
        <UserX aria-hidden="true" />
        {t('leaving.delete.title')}
      </h2>
      <p className="profile-leaving-text">{t('leaving.delete.intro')}</p>

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
        <Form<PasswordValues>
          onSubmit={onPassword}
          render={({ handleSubmit, submitError }) => (
            <>
              {/* above the form, where the section tells what went wrong */}
              {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
              <form className="profile-leaving-form" noValidate onSubmit={handleSubmit}>
                <p className="profile-leaving-text">{t('leaving.password.intro')}</p>
                <CurrentPasswordField
                  id={`${id}-password`}
                  label={t('leaving.password.label')}
                  errorClassName="profile-leaving-field-error"
                />
                <div className="profile-leaving-actions">
                  <Button type="submit" variant="danger">
                    {t('leaving.password.continue')}
                  </Button>
                  <Button type="button" variant="ghost" onClick={cancel}>
                    {t('leaving.cancel')}
                  </Button>
                </div>
              </form>
            </>
          )}
        />
      )}

      <Modal
        open={step.at === 'confirm'}
        onClose={() => !remove.isPending && backToPassword()}
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
