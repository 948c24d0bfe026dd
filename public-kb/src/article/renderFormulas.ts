/**
 * Formulas are stored as `<span class="formula">TeX</span>` (what the admin editor writes). They are
 * drawn as MathML with KaTeX, which loads in its own chunk and only for articles that have formulas
 * (the browser renders MathML with no extra style sheet or fonts). KaTeX escapes the TeX it is given,
 * and its `trust` option stays off, so no link or HTML can come out of a formula.
 */
export async function renderFormulas(root: HTMLElement): Promise<number> {
  const formulas = [...root.querySelectorAll<HTMLElement>('span.formula')].filter((el) => !el.dataset.rendered);
  if (formulas.length === 0) return 0;
  const katex = (await import('katex')).default;
  for (const el of formulas) {
    const tex = el.textContent ?? '';
    el.innerHTML = katex.renderToString(tex, { output: 'mathml', throwOnError: false });
    el.dataset.rendered = 'true';
    el.setAttribute('aria-label', tex);
  }
  return formulas.length;
}
