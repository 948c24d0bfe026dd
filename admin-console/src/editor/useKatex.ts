import { useEffect, useState } from 'react';

type Katex = typeof import('katex').default;
let loading: Promise<Katex> | null = null;

/** KaTeX is loaded only once a formula is on screen, in its own chunk. */
export function useKatex(): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(null);
  useEffect(() => {
    let live = true;
    loading ??= import('katex').then((module) => module.default);
    void loading.then((loaded) => live && setKatex(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  return katex;
}

/** MathML from KaTeX: the browser draws it with no extra style sheet or fonts. */
export function renderLatex(katex: Katex, latex: string): string {
  return katex.renderToString(latex, { output: 'mathml', throwOnError: false });
}
