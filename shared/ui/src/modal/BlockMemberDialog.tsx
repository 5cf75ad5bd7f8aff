import { Suspense, useId } from 'react';
import { Button } from '../button/Button';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { ErrorNotice } from '../notice/ErrorNotice';
import { Modal } from './Modal';

export interface BlockMemberDialogProps {
  open: boolean;
  /** the member to be blocked, as the texts name them */
  name: string;
  onClose: () => void;
  /** the member confirmed: block them */
  onConfirm: () => void;
  /** the block is being sent */
  pending: boolean;
  /** the block failed: the dialog stays, says so, and may be confirmed again */
  failed: boolean;
}

/**
 * Asks before a member is blocked, saying what blocking does (docs/product.md §7, safety): the same question and
 * the same words wherever a member can be blocked (a member's page, a conversation's menu).
 */
export function BlockMemberDialog(props: BlockMemberDialogProps) {
  // the texts may still be loading: nothing to show until they are, the page around it carries on
  return (
    <Suspense fallback={null}>
      <BlockMemberQuestion {...props} />
    </Suspense>
  );
}

function BlockMemberQuestion({ open, name, onClose, onConfirm, pending, failed }: BlockMemberDialogProps) {
  const { t } = useUiTranslation();
  const explanation = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('block.title', { name })}
      size="sm"
      aria-describedby={explanation}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('block.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {t('block.confirm')}
          </Button>
        </>
      }
    >
      <p id={explanation}>{t('block.text', { name })}</p>
      {failed && <ErrorNotice>{t('block.failed')}</ErrorNotice>}
    </Modal>
  );
}
