import { randomBytes } from 'node:crypto';
import { expect, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { apiSignIn } from '../admin/adminSession';
import { AdminApi } from './adminApi';

/** A word no seed article and no other spec uses: letters only, so that search keeps it as one term. */
function uniqueWord(): string {
  return `zk${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The h2 sections every own article has, in order, each long enough to scroll to the top of the window. */
export const SECTIONS = ['What You Need', 'Calibrating a Prime Lens', 'Judging the Result'] as const;

/** An image of the seed's media, shown at the start of every own article. */
export const IMAGE_ALT = 'A distorted and a corrected calibration grid';

const paragraphs = (topic: string) =>
  Array.from(
    { length: 12 },
    (_, i) =>
      `<p>Step ${i + 1} of ${topic}: hold the camera still on its head, fill the frame with the board at several distances, ` +
      'and note what the monitor shows at each one before moving on to the next position of the board.</p>',
  ).join('');

export interface OwnArticle {
  title: string;
  slug: string;
  /** A word of its title and of nothing else on the site: searching for it finds this article. */
  word: string;
  /** The category and subcategory it is in, outermost first. */
  categories: [string, string];
  /** The heading of its last section, and the word only that section has. */
  section: { heading: string; word: string };
  /** Takes the article and its categories off the site again. */
  remove(): Promise<void>;
}

/**
 * Publishes an article of the spec's own through the admin API, in a category and subcategory of its
 * own (the e2e specs share one server and database per run, so every name is new), and waits until
 * the site serves it and search finds it. Call `remove()` when the spec is done.
 */
export async function publishOwnArticle({ playwright }: Pick<PlaywrightWorkerArgs, 'playwright'>, testInfo: TestInfo): Promise<OwnArticle> {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = new AdminApi(request, (await apiSignIn(request, 'Fixture Author')).sessionToken);
  const word = uniqueWord();
  const name = capitalised(word);
  const sectionWord = uniqueWord();
  const section = { word: sectionWord, heading: `${capitalised(sectionWord)} Timing` };
  const categories: [string, string] = [`${name} Rigs`, `${name} Lenses`];
  const parentId = await admin.createCategory(categories[0], `${word}-rigs`);
  const categoryId = await admin.createCategory(categories[1], `${word}-lenses`, parentId);
  const title = `${name} Calibration Guide`;
  const slug = `${word}-calibration-guide`;
  const id = await admin.createArticle(title, slug, categoryId);
  await admin.publish(
    id,
    [
      `<p>How to calibrate a lens for the ${word} rig.</p>`,
      `<p><img src="/media/a-lens-grid.svg" alt="${IMAGE_ALT}" width="800" height="450"></p>`,
      '<blockquote><strong>Best Practice:</strong> Fill the corners of the frame.</blockquote>',
      ...SECTIONS.map((heading) => `<h2>${heading}</h2>${paragraphs(heading.toLowerCase())}`),
      `<h2>${section.heading}</h2><p>Lock the ${section.word} timing before recording.</p>`,
    ].join(''),
  );
  await expect.poll(async () => (await request.get(`/api/articles/${slug}`)).status()).toBe(200);
  await expect.poll(async () => (await request.get(`/api/search?q=${section.word}`)).text()).toContain(slug);
  return {
    title,
    slug,
    word,
    categories,
    section,
    remove: async () => {
      await admin.unpublishAndDelete(id);
      await admin.deleteCategory(categoryId);
      await admin.deleteCategory(parentId);
      await request.dispose();
    },
  };
}
