import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getChatProfile } from '@dating/contract';
import { getApi } from '@dating/api-client';
import { useToast } from '@dating/ui';

/** Finds or starts the conversation with a member, then opens it; a failure shows the spec's danger toast. */
export function useStartChat() {
  const { t } = useTranslation('search');
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const start = useCallback(async (profileId: number) => {
    setPending(profileId);
    try {
      const { id } = await getApi().call(getChatProfile, { query: { profile: profileId } });
      navigate(`/chats/${id}`);
    } catch {
      toast({ id: 'start-chat-error', variant: 'danger', title: t('chat.error_title'), body: t('chat.error_body') });
    } finally {
      setPending(null);
    }
  }, [navigate, t, toast]);
  return { start, pending };
}
