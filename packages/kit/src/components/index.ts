export {PREVIEW_SIZES, UNTITLED, type PreviewLayout} from './preview/preview-sizes.js'
export {Preview, type PreviewProps} from './preview/preview.js'
export {
  INVALID_PREVIEW,
  INVALID_PREVIEW_SUBTITLE,
  INVALID_PREVIEW_TITLE,
  invalidPreviewKeys,
  previewDateText,
  previewDisplay,
  type PreviewDisplay,
} from './preview/preview-value.js'
export {DocumentPreview, type DocumentPreviewProps} from './preview/document-preview.js'
export {firstBlockText, preparePreview} from './preview/prepare-preview.js'
export {
  DEFAULT_PREVIEW_SELECT,
  PREVIEW_THUMBNAIL_PX,
  previewFromFields,
  previewPlanOf,
  withMediaUrl,
  type ImageUrls,
  type PreviewPlan,
} from './preview/preview-plan.js'
export {
  avatarColorOf,
  initialsOf,
  UserAvatar,
  UserAvatarById,
  UserAvatarStack,
  type AvatarColor,
  type UserAvatarProps,
} from './avatar/user-avatar.js'
export {TOAST_Z_OFFSET_RANGE, UNCAUGHT_ERROR_TOAST_MS, useStudioToast} from './toast/studio-toast.js'
export {LazyToastProvider} from './toast/lazy-toast-provider.js'
export {useToast, type ToastContextValue} from './toast/toast-context.js'
export {AnimationFeatures} from '../motion/animation-features.js'
export {LazyMenuButton, type LazyMenuButtonProps} from './menu/lazy-menu-button.js'
export {LazyTooltip, type LazyTooltipProps} from './tooltip/lazy-tooltip.js'
