import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlToText } from '../search/htmlText';
import { STOP_WORDS } from '../search/stopWords';
import type { SearchDoc } from '../search/searchIndex';
import { seedFolder } from './seed';
import { readFrontMatter } from '../content/readFrontMatter';

/** Deterministic PRNG (mulberry32) so every run measures the same corpus. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedWords {
  /** Seed words, most frequent first, with real technical vocabulary. */
  ranked: string[];
  titles: string[];
  headings: string[];
  tags: string[];
  keywords: string[];
  categories: string[];
}

export function readSeedWords(): SeedWords {
  const counts = new Map<string, number>();
  const out: SeedWords = { ranked: [], titles: [], headings: [], tags: [], keywords: [], categories: [] };
  const dir = path.join(seedFolder, 'articles');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const { data, content } = readFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
    for (const word of htmlToText(content).match(/[A-Za-z][A-Za-z0-9'-]*/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
    out.titles.push(String(data.title));
    out.headings.push(...[...content.matchAll(/<h[2-4][^>]*>([^<]+)</g)].map((m) => m[1]!));
    out.tags.push(...(data.tags as string[]));
    out.keywords.push(...(data.keywords as string[]));
    out.categories.push(...(data.category as string[]));
  }
  out.ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  return out;
}

const SYLLABLES = 'ka ro mi te lu sa vo ne di pa ter mon gal bri stel cor vex nor lin qua tri sen dal fer gon'.split(' ');
/** The seed's most frequent non-stop words ("skyframe", "camera") occur in any article. */
const PRODUCT_WORDS = 20;
const TOPICS = 300;

/** Picks from a list with Zipf-distributed ranks (exponent 1.05). */
function zipf(list: readonly string[], rand: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  list.forEach((_, rank) => cumulative.push((total += 1 / Math.pow(rank + 1, 1.05))));
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo]!;
  };
}

/** One generated article: text blocks grouped under their headings. */
export interface GeneratedArticle {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
  tags: string[];
  keywords: string[];
  /** Two category names (a seed category, then a seed category or a topic word). */
  categories: string[];
}

/**
 * A realistic corpus, one article at a time. Words come from the seed's real vocabulary plus 40,000
 * synthetic product terms. As in English prose, 45% of body words are stop words; 5% are the
 * product's 20 most frequent words; the rest come from two of 300 topics that every other word
 * belongs to, so a technical term occurs in a few percent of articles, as in a real knowledge base.
 * Within each group words follow a Zipf law.
 * Titles, headings, tags, keywords and categories mix seed phrases with topic words. Articles are
 * 200–850 words (the seed averages 530).
 */
export function* generateArticles(count: number, seed = 42): Generator<GeneratedArticle> {
  const rand = random(seed);
  const words = readSeedWords();
  const synthetic = Array.from({ length: 40_000 }, (_, i) => {
    const r = random(i + 1);
    return Array.from({ length: 2 + Math.floor(r() * 3) }, () => SYLLABLES[Math.floor(r() * SYLLABLES.length)]).join('');
  });
  const stop = zipf(
    words.ranked.filter((w) => STOP_WORDS.has(w.toLowerCase())),
    rand,
  );
  const content = words.ranked.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  const product = zipf(content.slice(0, PRODUCT_WORDS), rand);
  const topicWords: string[][] = Array.from({ length: TOPICS }, () => []);
  [...content.slice(PRODUCT_WORDS), ...synthetic].forEach((word, i) => topicWords[i % TOPICS]!.push(word));
  const topics = topicWords.map((list) => zipf(list, rand));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

  for (let i = 0; i < count; i += 1) {
    const mine = [pick(topics), pick(topics)];
    const topicWord = () => pick(mine)();
    const word = () => {
      const r = rand();
      return r < 0.45 ? stop() : r < 0.5 ? product() : topicWord();
    };
    const phrase = (min: number, max: number, next = topicWord) => Array.from({ length: between(min, max) }, next).join(' ');
    const sentence = () => {
      const s = phrase(6, 22, word);
      return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
    };
    const headings = Array.from({ length: between(3, 7) }, () => (rand() < 0.1 ? pick(words.headings) : phrase(2, 5)));
    const target = between(200, 850);
    let length = 0;
    const sections = headings.map((heading) => {
      const paragraphs: string[] = [];
      for (let p = 0; p < 3 && length < target; p += 1) {
        const paragraph = Array.from({ length: between(2, 5) }, sentence).join(' ');
        length += paragraph.split(' ').length;
        paragraphs.push(paragraph);
      }
      return { heading, paragraphs };
    });
    yield {
      title: rand() < 0.1 ? `${pick(words.titles)} ${topicWord()}` : phrase(3, 7),
      sections,
      tags: [pick(words.tags), topicWord(), topicWord()],
      keywords: Array.from({ length: between(6, 10) }, () => (rand() < 0.15 ? pick(words.keywords) : phrase(2, 2))),
      categories: [pick(words.categories), rand() < 0.2 ? pick(words.categories) : topicWord()],
    };
  }
}

/** The generated articles as the search index takes them (see generateArticles). */
export function generateCorpus(count: number, seed = 42): SearchDoc[] {
  return Array.from(generateArticles(count, seed), (article, i) => ({
    id: `doc-${i}`,
    title: article.title,
    headings: article.sections.map((s, i) => ({ id: `section-${i + 1}`, title: s.heading })),
    tags: article.tags,
    keywords: article.keywords,
    categories: article.categories,
    text: article.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n'),
  }));
}
