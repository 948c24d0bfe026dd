import { DEFAULT_SITE_BRANDING } from '@kb/contracts';
import { unstable_serialize, useSWRConfig } from 'swr';
import { keys, useEdition, type SiteInfo } from '@kb/api-client';

const DEFAULT_SITE: SiteInfo = DEFAULT_SITE_BRANDING;

/**
 * The site's settings (name, texts, logos, links: `/admin/settings`), with the home page's and the footer's
 * texts in the page's language where the owner wrote them (English otherwise). The site server hands them to
 * every page with the page's data, so the server's render and the browser's agree; they are never fetched.
 * Without them (a page not served by the site server), SPEC's defaults.
 */
export function useSite(): SiteInfo {
  const { fallback } = useSWRConfig();
  const { lang } = useEdition();
  const site = (fallback[unstable_serialize(keys.site())] as SiteInfo | undefined) ?? DEFAULT_SITE;
  const local = lang === 'en' ? undefined : site.localTexts[lang];
  if (!local) return site;
  const { categoryNames: _names, ...texts } = local; // useCategoryName reads the names
  return { ...site, ...texts };
}
