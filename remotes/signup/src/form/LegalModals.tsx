import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@dating/ui';

type Doc = 'terms' | 'privacy';

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
      {open && (
        <Modal
          open
          placement="sheet"
          onClose={() => setOpen(null)}
          title={t(`legal.${open}.title`)}
          footer={
            <Button size="lg" block onClick={() => setOpen(null)}>
              {t('legal.close')}
            </Button>
          }
        >
          <div className="signup-legal__text">
            {(t(`legal.${open}.body`, { returnObjects: true }) as string[]).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </Modal>
      )}
    </>
  );
}
