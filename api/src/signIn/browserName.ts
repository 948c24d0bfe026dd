import { UAParser } from 'ua-parser-js';

/**
 * A session's browser as a person recognises it ("Chrome 131 on Windows", "Mobile Safari 18 on iOS (mobile)"),
 * from its User-Agent through ua-parser-js; 'Unknown browser' without one.
 */
export function browserName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os, device } = new UAParser(userAgent).getResult();
  if (!browser.name) return userAgent.slice(0, 40);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = os.name ? ` on ${os.name}` : '';
  const kind = device.type === 'mobile' || device.type === 'tablet' ? ` (${device.type})` : '';
  return `${name}${system}${kind}`;
}
