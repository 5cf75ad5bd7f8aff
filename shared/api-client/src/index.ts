export {
  createApiClient,
  getApi,
  setApi,
  buildUrl,
  type ApiClient,
  type ApiClientOptions,
  type CallInput,
} from './client';
export { ApiCaller, useApi } from './caller';
export { ApiError, refusedFields } from './errors';
export { readCookie } from './cookies';
export { readClientState, readLocal, writeClientState, writeLocal } from './client-state';
export * from './queries';
export { publishLikes, useLikeToggle, withLikeChange, type LikeChange } from './likes';
export * from './signup';
// Chats, by job: the caches, a conversation's messages, sending, read marks, typing, the list
export { chatMessagesKey, messagesOf, type OutgoingMessage } from './chats/cache';
export { useChatMessages } from './chats/messages';
export { isTooFewCredits, newClientMessageId, TOO_FEW_CREDITS, useSendMessage, type SendInput } from './chats/send';
export { useMarkRead } from './chats/read';
export { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS, useTyping } from './chats/typing';
export { useOpenChat, useRemoveChat } from './chats/list';
export { applyResync, applyStreamEvent, type MemberEvent } from './stream-events';
export { useLogin } from './session';
export { useShowsCity, useTemplateFlags } from './site-flags';
export { dropMemberFromCaches, useBlockMember, useBlocks, useUnblockMember } from './blocks';
export { useSendComplaint, type ComplaintInput } from './complaints';
export { useDeletePhoto, useSetMainPhoto, useUploadProfileImage } from './photos';
export {
  useNotificationSettings,
  usePushServerCalls,
  useSaveNotificationSettings,
  useServerPushEndpoints,
} from './notifications';
export {
  isShownDiscountFailure,
  refreshAfterPurchase,
  TRANSACTION_POLL_MS,
  useCredits,
  useDiscount,
  usePricing,
  useRepeatOrder,
  useStartOrder,
  useTransaction,
} from './credits';
export {
  useChangeEmail,
  useChangePassword,
  useConfirmMailChange,
  useRequestPasswordReset,
  useResetPassword,
  useUndoMailChange,
} from './credentials';
export {
  DATA_EXPORT_POLL_MS,
  useDataExport,
  useDeleteAccount,
  useDeleteOffer,
  useForgetMember,
  useStartDataExport,
} from './leaving';
