import { describe, expect, it } from 'vitest';
import { renderFormulas } from './renderFormulas';

describe('renderFormulas', () => {
  it('draws each stored formula as MathML and leaves other text alone', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Field of view: <span class="formula">\\frac{a}{b}</span> and plain text.</p>';
    expect(await renderFormulas(root)).toBe(1);
    const formula = root.querySelector('span.formula')!;
    expect(formula.querySelector('math')).not.toBeNull();
    expect(formula.querySelector('mfrac')).not.toBeNull();
    expect(root.textContent).toContain('and plain text.');
  });

  it('loads nothing when an article has no formula', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>No maths here.</p>';
    expect(await renderFormulas(root)).toBe(0);
  });

  it('shows TeX that cannot be parsed as an error, never as markup', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<span class="formula">\\frac{&lt;img src=x onerror=alert(1)&gt;</span>';
    await renderFormulas(root);
    expect(root.querySelector('img')).toBeNull();
  });
});
