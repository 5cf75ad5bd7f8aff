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
export * from './queries';
export { publishLikes, useLikeToggle, useSharedLikes, withLikeChange, type LikeChange } from './likes';
export * from './signup';
export {
  chatMessagesKey,
  isTooFewCredits,
  messagesOf,
  newClientMessageId,
  TOO_FEW_CREDITS,
  TYPING_SEND_EVERY_MS,
  TYPING_SHOWN_MS,
  useChatMessages,
  useChatsLive,
  useMarkRead,
  useOpenChat,
  useRemoveChat,
  useSendMessage,
  useTyping,
  type OutgoingMessage,
  type SendInput,
} from './chats';
export { useLogin } from './session';
export { useUploadProfileImage } from './upload';
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
