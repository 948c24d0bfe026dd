import { z } from './zod';
import { HttpUrl } from './admin';
import { DEFAULT_LANGUAGE } from './editions';
import { LanguageCode, TargetLanguage } from './translations';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value), `${label} must not contain control characters`);

/** A logo: '' (the built-in one), an http(s) URL, or an uploaded image (`/media/<name>`). */
const LogoUrl = z.union([z.literal(''), z.string().regex(/^\/media\/[A-Za-z0-9._-]+$/, 'An uploaded logo is /media/<name>'), HttpUrl]);

/**
 * The site's public settings (issue 28, item 5): everything that names or presents the site. Every page,
 * feed, llms.txt and the MCP server read them; the site server hands them to each page with its data, so
 * the server's render and the browser's agree. `supportEmail` '' is the deployment's SUPPORT_EMAIL,
 * `accentColor` '' the theme's own accent, a logo '' the built-in one.
 */
/** The favicon: '' (none) or an uploaded PNG (`/media/<name>.png`), linked in every page's head with its size. */
const FaviconUrl = z.union([z.literal(''), z.string().regex(/^\/media\/[A-Za-z0-9._-]+\.png$/, 'The favicon is an uploaded PNG image: /media/<name>.png')]);

export const SiteBranding = z.object({
  name: text('Name', 80),
  publisher: text('Publisher', 80),
  description: text('Short description', 300),
  logoLight: LogoUrl,
  logoDark: LogoUrl,
  favicon: FaviconUrl,
  welcomeHeading: text('Welcome heading', 160),
  welcomeText: text('Welcome text', 2000),
  statTiles: z.object({ articles: z.boolean(), images: z.boolean(), words: z.boolean() }),
  websiteUrl: HttpUrl,
  supportEmail: z.union([z.literal(''), z.email('Support address must be an email address')]),
  footerNotices: z.array(text('A footer notice', 400)).max(5, 'At most 5 footer notices'),
  accentColor: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Accent colour must be #rrggbb')]),
  /** The languages readers are offered (the header's menu, hreflang alternates): English always, the others once the owner enables them. */
  languages: z
    .array(LanguageCode)
    .refine((languages) => languages.includes(DEFAULT_LANGUAGE), 'English is always enabled')
    .refine((languages) => new Set(languages).size === languages.length, 'A language is listed once'),
  /**
   * The home page's and the footer's texts, and the category names, in other languages; a text left out is the
   * English one. Category names are keyed by the English name, as every page names categories (decision 0167).
   */
  localTexts: z.partialRecord(
    TargetLanguage,
    z
      .object({
        welcomeHeading: text('Welcome heading', 160),
        welcomeText: text('Welcome text', 2000),
        footerNotices: z.array(text('A footer notice', 400)).max(5, 'At most 5 footer notices'),
        categoryNames: z
          .record(z.string().max(200), text('A category name', 200))
          .refine((names) => Object.keys(names).length <= 2000, 'At most 2,000 category names a language'),
      })
      .partial(),
  ),
});
export type SiteBranding = z.infer<typeof SiteBranding>;
