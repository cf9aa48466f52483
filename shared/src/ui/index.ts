/** The UI kit: accessible React components, styles in ui.css (class prefix `ti-`). */
export * from './classNames';
export * from './Spinner';
export * from './Button';
export * from './TextField';
export * from './TextArea';
export * from './TimeField';
export * from './Modal';
export * from './ConfirmDialog';
export { ReportDialog, type ReportDialogProps, type ReportKind } from './ReportDialog';
export * from './MessageBox';
export * from './SafeHtml';
export * from './Drawer';
export * from './PlaceMap';
export * from './Recaptcha';
export * from './Thumbnail';
export { useDialog, focusableIn, type DialogBehaviour } from './useDialog';
export { useLimitedText, cutText, fitToLimit, type LimitedTextOptions } from './useLimitedText';
export * from './HiddenNotice';
