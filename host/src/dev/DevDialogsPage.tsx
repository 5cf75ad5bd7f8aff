import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Popover, useToast } from '@dating/ui';
import type { RemotePageProps } from '@dating/routes';

/** /_dev/dialogs: the shared modal, toasts and popover, to check them by eye and keyboard. */
export default function DevDialogsPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  const { toast } = useToast();
  const [modalOpen, setModalOpen] = useState(false);

  return (
    <div className="dev-page">
      <h1>{t('dev.dialogs.title')}</h1>

      <section aria-labelledby="dev-modal">
        <h2 id="dev-modal">{t('dev.dialogs.modalHeading')}</h2>
        <Button variant="secondary" onClick={() => setModalOpen(true)}>
          {t('dev.dialogs.openModal')}
        </Button>
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title={t('dev.dialogs.modalTitle')}
          footer={<Button onClick={() => setModalOpen(false)}>{t('common:button.close')}</Button>}
        >
          <p>{t('dev.dialogs.modalBody')}</p>
        </Modal>
      </section>

      <section aria-labelledby="dev-toasts">
        <h2 id="dev-toasts">{t('dev.dialogs.toastHeading')}</h2>
        <div className="dev-page__row">
          <Button
            variant="secondary"
            onClick={() =>
              toast({
                title: t('dev.dialogs.toastSuccessTitle'),
                body: t('dev.dialogs.toastSuccessBody'),
                variant: 'success',
              })
            }
          >
            {t('dev.dialogs.toastSuccess')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              toast({
                title: t('dev.dialogs.toastDangerTitle'),
                body: t('dev.dialogs.toastDangerBody'),
                variant: 'danger',
              })
            }
          >
            {t('dev.dialogs.toastDanger')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="dev-popover">
        <h2 id="dev-popover">{t('dev.dialogs.popoverHeading')}</h2>
        <Popover
          trigger={<Button variant="secondary">{t('dev.dialogs.popoverTrigger')}</Button>}
          content={<p>{t('dev.dialogs.popoverBody')}</p>}
        />
      </section>
    </div>
  );
}
