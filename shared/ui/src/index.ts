import './tokens.css';

// Controls and surfaces
export {
  Button,
  buttonClassName,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/Button';
export { IconButton, type IconButtonProps } from './button/IconButton';
export { Spinner } from './button/Spinner';
export { Select, type SelectProps } from './field/Select';
export { NamedOptions, type NamedItem, type NamedOptionsProps } from './field/NamedOptions';
export { TextArea, TextInput, type TextAreaProps, type TextInputProps } from './field/TextInput';
export { Field, type FieldProps } from './field/Field';
export { Checkbox, type CheckboxProps } from './choice/Checkbox';
export { ChoiceCard, type ChoiceCardProps } from './choice/ChoiceCard';
export { Card, type CardProps } from './card/Card';
export { Badge, CountBadge, type BadgeProps, type CountBadgeProps } from './badge/Badge';
export { Chip, type ChipProps } from './chip/Chip';
export { LoadingRegion, Skeleton, type LoadingRegionProps, type SkeletonProps } from './skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './empty/EmptyState';
export { ErrorNotice, type ErrorNoticeProps } from './notice/ErrorNotice';
export { LoadError, type LoadErrorProps } from './notice/LoadError';
export { TabNav, Tabs, type TabItem, type TabNavProps, type TabsProps } from './tabs/Tabs';
export { default as a11y } from './a11y.module.css';

// Toasts
export { ToastProvider, type ToastProviderProps } from './toast/ToastProvider';
export { useToast, type ToastApi } from './toast/useToast';
export { createToastStore, toastStore, type ToastStore } from './toast/toast-store';
export { ToastViewport, type ToastViewportProps } from './toast/ToastViewport';
export { TOAST_VARIANTS, type Toast, type ToastOptions, type ToastVariant } from './toast/types';

// Modal and bottom sheet
export { BottomSheet, Modal, type ModalProps } from './modal/Modal';
export { BlockMemberDialog, type BlockMemberDialogProps } from './modal/BlockMemberDialog';
export { MODAL_BASE_Z_INDEX, MODAL_Z_INDEX_STEP, modalZIndex, openModalCount } from './modal/modal-layer';

// Popover and tooltip
export { Popover, type PopoverProps } from './popover/Popover';
export { Tooltip, type TooltipProps } from './popover/Tooltip';

// Date of birth
export { DEFAULT_DOB_LABELS, DobPicker, type DobPickerLabels, type DobPickerProps } from './dob/DobPicker';
export * from './dob';

// Member UI
export { Avatar, AVATAR_PIXELS, type AvatarProps, type AvatarSize } from './avatar/Avatar';
export { LikeToggle, type LikeToggleProps } from './like/LikeToggle';

// What the shell provides to every page: another remote's module, and whether the server is drawing the page
export { PageHeader, type PageHeaderProps } from './page/PageHeader';
export { Widget, WidgetProvider, type WidgetName, type WidgetRenderer } from './page/Widget';
export { DrawnByServer, useDrawnByServer } from './page/drawn-by-server';

// The `ui` namespace
export { UI_NAMESPACE, uiLocales } from './i18n/ui-locales';

// Form fields
export { RuleMessage, type RuleFailureLike, type RuleMessageProps } from './form/RuleMessage';
export { shownFailure, type FieldMetaLike } from './form/shown-failure';
export { submissionErrors } from './form/submission-errors';
export { submitWithRefusals } from './form/submit-with-refusals';
export { keepEmpty } from './form/keep-empty';
