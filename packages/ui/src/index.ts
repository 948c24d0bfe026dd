export * from './tokens';
export * from './theme';
export { zIndex } from './zIndex';
export { GlobalStyle, themeCss } from './GlobalStyle';
export * from './constants';
export { useTheme } from './useTheme';
export { getThemeState, setThemePreference, subscribeTheme, type ThemeState } from './themeStore';
export { toast, dismissToast, type ToastInput, type ToastItem } from './toastStore';
export { Toaster, useToasts } from './Toaster';
export { Skeleton } from './Skeleton';
// The Dialog is at '@kb/ui/dialog', so pages without one do not load @radix-ui/react-dialog.
// Admin form controls are at '@kb/ui/controls'.
export { Badge, type BadgeTone } from './Badge';
export { FieldRow, Row, Stack } from './layout';
export { bordered, borderless } from './bordered';
export { ROUTER_FUTURE } from './routerFuture';
