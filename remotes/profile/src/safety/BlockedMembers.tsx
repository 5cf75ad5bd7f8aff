import './safety.css';
import { useId } from 'react';
import { ShieldBan, ShieldCheck } from 'lucide-react';
import { useBlocks, useMediaUrl, useUnblockMember } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import { Avatar, Button, Card, EmptyState, ErrorNotice, LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/**
 * The members this member blocked, on /profile (docs/product.md §7, safety), each with an Unblock button. An
 * unblocked member comes back in search, likes and chats at once (the api-client refetches those lists).
 */
export default function BlockedMembers() {
  const { t } = useProfileMessages();
  const id = useId();
  const blocks = useBlocks();
  const unblock = useUnblockMember();
  const mediaUrl = useMediaUrl();
  const list = blocks.data?.blocked;
  return (
    <Card as="section" padding="lg" className="profile-blocked" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-heading">
        <ShieldBan aria-hidden="true" />
        {t('safety.blocked.title')}
      </h2>
      <p className="profile-blocked-intro">{t('safety.blocked.intro')}</p>
      {blocks.isError ? (
        <LoadError
          error={blocks.error}
          retrying={blocks.isFetching}
          onRetry={() => void blocks.refetch()}
          what={t('safety.blocked.load_failed')}
        />
      ) : !list ? (
        <LoadingRegion label={t('safety.blocked.loading')}>
          <Skeleton shape="rect" height="var(--touch-target)" />
        </LoadingRegion>
      ) : list.length === 0 ? (
        <EmptyState icon={<ShieldCheck />} headingLevel={3} title={t('safety.blocked.none')}>
          {t('safety.blocked.none_hint')}
        </EmptyState>
      ) : (
        <ul className="profile-blocked-list">
          {list.map((member) => (
            <li key={member.id} className="profile-blocked-row">
              <Avatar src={member.main_image && mediaUrl(member.main_image.thumb_filename)} size="sm" />
              <span className="profile-blocked-name">{member.name}</span>
              <Button
                variant="secondary"
                loading={unblock.isPending && unblock.variables === member.id}
                onClick={() => unblock.mutate(member.id)}
                aria-label={t('safety.blocked.unblock_label', { name: member.name })}
              >
                {t('safety.blocked.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unblock.isError && <ErrorNotice>{errorText(t, unblock.error)}</ErrorNotice>}
    </Card>
  );
}
