import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useOpenChat } from '@dating/api-client';
import { useToast } from '@dating/ui';

/** Finds or starts the conversation with a member, then opens it; a failure shows the spec's danger toast. */
export function useStartChat() {
  const { t } = useTranslation('search');
  const { toast } = useToast();
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const start = (profileId: number) =>
    openChat.mutate(profileId, {
      onSuccess: ({ id }) => navigate(`/chats/${id}`),
      onError: () =>
        toast({ id: 'start-chat-error', variant: 'danger', title: t('chat.error_title'), body: t('chat.error_body') }),
    });
  return { start, pending: openChat.isPending ? openChat.variables : null };
}
