/** The HTML with every link to `from` pointing to `to` instead (the one-click fix of a redirected link). */
export function replaceHref(html: string, from: string, to: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const anchor of body.querySelectorAll('a[href]')) {
    if (anchor.getAttribute('href')?.trim() === from) anchor.setAttribute('href', to);
  }
  return body.innerHTML;
}
