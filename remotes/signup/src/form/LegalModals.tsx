import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@dating/i18n';
import { LegalText, useLegalDocument } from '@dating/legal';
import { Button, LoadError, LoadingRegion, Modal, Skeleton } from '@dating/ui';

type Doc = 'terms' | 'privacy';

/** The same text as /pages/<doc>: the modal's title is the dialog's h2, so the sections are h3. */
function LegalModal({ doc, onClose }: { doc: Doc; onClose: () => void }) {
  const { t } = useTranslation('signup');
  const legal = useLegalDocument(useLanguage(), doc);
  return (
    <Modal
      open
      placement="sheet"
      onClose={onClose}
      title={legal.data?.title ?? t(`legal.${doc}.title`)}
      footer={
        <Button size="lg" block onClick={onClose}>
          {t('legal.close')}
        </Button>
      }
    >
      {legal.data ? (
        <LegalText doc={legal.data} headingOffset={1} />
      ) : legal.error ? (
        <LoadError error={legal.error} retrying={legal.isRetrying} onRetry={legal.retry} />
      ) : (
        <LoadingRegion label={t('legal.loading')} className="signup-legal__text">
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </LoadingRegion>
      )}
    </Modal>
  );
}

/** The terms and privacy links of step 0: each opens its text in a modal, in the current language. */
export function LegalLinks() {
  const { t } = useTranslation('signup');
  const [open, setOpen] = useState<Doc | null>(null);
  const link = (doc: Doc) => (
    <button type="button" className="signup-linkbutton" onClick={() => setOpen(doc)}>
      {t(`legal.${doc}.link`)}
    </button>
  );
  return (
    <>
      <p className="signup-legal">
        {t('legal.agree_before')} {link('terms')} {t('legal.and')} {link('privacy')}
      </p>
      {open && <LegalModal doc={open} onClose={() => setOpen(null)} />}
    </>
  );
}
