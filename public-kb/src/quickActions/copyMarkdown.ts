import { articlePath } from '@kb/contracts';
/**
 * Copies the article as Markdown: the site serves it at `/article/<slug>.md` (converted once per
 * publish), so the page carries no converter. True when it is on the clipboard.
 */
export async function copyArticleMarkdown(slug: string): Promise<boolean> {
  try {
    const response = await fetch(`${articlePath(slug)}.md`);
    if (!response.ok) return false;
    await navigator.clipboard.writeText(await response.text());
    return true;
  } catch {
    return false;
  }
}
