import './safety.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Ban, Flag } from 'lucide-react';
import { useBlockMember } from '@dating/api-client';
import { BlockMemberDialog, Button, buttonClassName } from '@dating/ui';
import { useSearchMessages } from '../i18n';

/**
 * Block and report, at the end of a member's page (docs/product.md §7, safety). Blocking asks first, saying what it
 * does; once blocked the member is gone from every list and the page goes back to search.
 */
export function SafetyActions({ member }: { member: { id: number; name: string } }) {
  const { t } = useSearchMessages();
  const [confirming, setConfirming] = useState(false);
  const block = useBlockMember();
  const navigate = useNavigate();
  const close = () => {
    setConfirming(false);
    block.reset();
  };
  return (
    <section className="search-member-section search-safety" aria-labelledby="search-safety-title">
      <h2 id="search-safety-title" className="search-member-subtitle">
        {t('safety.title')}
      </h2>
      <div className="search-safety-actions">
        <Button variant="ghost" icon={<Ban aria-hidden="true" />} onClick={() => setConfirming(true)}>
          {t('safety.block', { name: member.name })}
        </Button>
        <Link to={`/complaints?member=${member.id}`} className={buttonClassName({ variant: 'ghost' })}>
          <Flag aria-hidden="true" className="search-safety-icon" />
          {t('safety.report', { name: member.name })}
        </Link>
      </div>
      <BlockMemberDialog
        open={confirming}
        name={member.name}
        onClose={close}
        onConfirm={() => block.mutate(member.id, { onSuccess: () => navigate('/members', { replace: true }) })}
        pending={block.isPending}
        failed={block.isError}
      />
    </section>
  );
}
