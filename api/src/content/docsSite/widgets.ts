/**
 * Interactive HTML written into a page (`<select>`, `<input>`, `<button>`, `<textarea>`, `<form>`: a theme's
 * search box): the HTML policy keeps none of them, and an unclosed `<select>` would turn the rest of the
 * page into text when parsed. Each is removed with what it holds (labels of controls, not content).
 * Code is escaped by then, so only real tags match.
 */
const WIDGET = /<(select|button|textarea|form)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?(?:input|select|button|textarea|form|option)\b[^>]*>/gi;

export function withoutWidgets(html: string): { html: string; removed: number } {
  let removed = 0;
  const cleaned = html.replace(WIDGET, () => {
    removed += 1;
    return '';
  });
  return { html: cleaned, removed };
}
