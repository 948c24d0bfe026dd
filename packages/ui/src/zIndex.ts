/** The only z-index values the apps use. */
export const zIndex = {
  base: 0,
  sticky: 10,
  header: 20,
  sidebarOverlay: 30,
  sidebar: 40,
  dialogOverlay: 50,
  dialog: 60,
  toast: 70,
  tooltip: 80,
} as const;
