import { createGlobalStyle } from 'styled-components';

/** Printing shows the page's content only: header, navigation, side panels and toasts are hidden. */
export const PrintStyle = createGlobalStyle`
  @media print {
    [data-print-hide],
    [role='region'][aria-label='Notifications'] {
      display: none !important;
    }
    html, body {
      background: #fff !important;
      color: #000 !important;
    }
    [data-layout-body] {
      display: block !important;
    }
    main {
      padding: 0 !important;
    }
    main a {
      color: #000 !important;
    }
    main img {
      break-inside: avoid;
    }
    main h2, main h3 {
      break-after: avoid;
    }
  }
`;
