import { prepareBytes, type PreparedBody } from '@kb/api';
import type { TargetLanguage } from '@kb/contracts';
import type { EditionReads } from './editionReads';
import { languageSitemapFiles } from './sitemap';

/**
 * The languages' sitemaps (`/sitemap-de.xml`…), each made once per change of the published translations
 * (or of the English content, whose slugs they use) and origin, and kept compressed.
 */
export class LanguageSitemaps {
  private readonly made = new Map<TargetLanguage, { version: number; origin: string; files: Map<string, Promise<PreparedBody>> }>();

  constructor(private readonly editions: EditionReads) {}

  /** The file at `path` of `lang`'s sitemap; undefined when it has no such file. */
  async file(lang: TargetLanguage, path: string, origin: string): Promise<PreparedBody | undefined> {
    const { version, articles } = await this.editions.translated(lang);
    let made = this.made.get(lang);
    if (made?.version !== version || made.origin !== origin) {
      const files = new Map([...languageSitemapFiles(origin, lang, articles())].map(([name, xml]) => [name, prepareBytes(Buffer.from(xml))]));
      this.made.set(lang, (made = { version, origin, files }));
    }
    return made.files.get(path);
  }
}
