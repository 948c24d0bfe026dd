import type { Page } from '@playwright/test';

/** Every console error or warning (hydration's included) and uncaught error of a page, from now on. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('console', (message) => {
    const type = message.type();
    // A missing page's own 404 status is what it says; anything else is a problem.
    if ((type === 'error' || type === 'warning') && !/status of 404/.test(message.text())) problems.push(`${type}: ${message.text()}`);
  });
  return problems;
}
