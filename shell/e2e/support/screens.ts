import type { Page } from '@playwright/test';

/** The four looks a screen is checked in (issue 44's tests): a laptop and a phone width, light and dark. */
export const WIDTHS_AND_SCHEMES = [
  [1280, 'light'],
  [390, 'dark'],
  [1280, 'dark'],
  [390, 'light'],
] as const;

/** The page's width past the window (0: no sideways scroll), with the elements that stick out when it does. */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const past = document.documentElement.scrollWidth - window.innerWidth;
    const wide =
      past <= 0
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(element.getBoundingClientRect().right)}`);
    return { past: Math.max(past, 0), wide };
  });
