/** Small stroke icons for the quick actions; decorative (the buttons carry text). */
const paths = {
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  sun: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  monitor: 'M3 4h18v12H3zM8 20h8m-4-4v4',
  printer: 'M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z',
  share: 'M4 12v8h16v-8M12 3v12m-4-8 4-4 4 4',
  mail: 'M3 5h18v14H3zm0 0 9 7 9-7',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  menu: 'M3 6h18M3 12h18M3 18h18',
  sidebar: 'M3 4h18v16H3zM9 4v16',
  close: 'M6 6l12 12M18 6 6 18',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
