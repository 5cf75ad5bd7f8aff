import './conversation-menu.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Ban, Flag, MoreVertical } from 'lucide-react';
import { useBlockMember } from '@dating/api-client';
import { BlockMemberDialog, BottomSheet, Button, buttonClassName, IconButton } from '@dating/ui';

export interface ConversationMenuProps {
  member: { id: number; name: string };
  /** the newest message the other member wrote here: what a report from the conversation is about */
  reportMessage?: number;
}

/**
 * The conversation's menu (docs/product.md §7, safety): report the member (with their latest message) or block them.
 * Blocking asks first, saying what it does; once blocked the conversation is gone and the page goes to the list.
 */
export function ConversationMenu({ member, reportMessage }: ConversationMenuProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<'menu' | 'block' | null>(null);
  const block = useBlockMember();
  const navigate = useNavigate();
  const close = () => {
    setOpen(null);
    block.reset();
  };
  const report = `/complaints?member=${member.id}${reportMessage ? `&message=${reportMessage}` : ''}`;
  return (
    <>
      <IconButton
        label={t('safety.menu', { name: member.name })}
        icon={<MoreVertical aria-hidden="true" />}
        className="chat-menu-button"
        onClick={() => setOpen('menu')}
      />
      <BottomSheet open={open === 'menu'} onClose={close} title={t('safety.menu_title', { name: member.name })}>
        <div className="chat-menu-items">
          <Link to={report} className={buttonClassName({ variant: 'ghost', block: true })}>
            <Flag aria-hidden="true" className="chat-menu-icon" />
            {t('safety.report', { name: member.name })}
          </Link>
          <Button variant="ghost" block icon={<Ban aria-hidden="true" />} onClick={() => setOpen('block')}>
            {t('safety.block', { name: member.name })}
          </Button>
        </div>
      </BottomSheet>
      <BlockMemberDialog
        open={open === 'block'}
        name={member.name}
        onClose={close}
        onConfirm={() => block.mutate(member.id, { onSuccess: () => navigate('/chats', { replace: true }) })}
        pending={block.isPending}
        failed={block.isError}
      />
    </>
  );
}
