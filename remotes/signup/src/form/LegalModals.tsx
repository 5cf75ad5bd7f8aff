import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@dating/ui';

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
    <p className="signup-legal">
      {t('legal.agree_before')} {link('terms')} {t('legal.and')} {link('privacy')}
      {open && (
        <Modal open onClose={() => setOpen(null)} title={t(`legal.${open}.title`)}>
          {(t(`legal.${open}.body`, { returnObjects: true }) as string[]).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </Modal>
      )}
    </p>
  );
}
