import escapeHtml from 'escape-html';
import type { Fidelity } from '../docsSite/fidelity';

/** Material for MkDocs' comment macros (its docs' shortcodes hook): `<!-- md:version 9.2.0 -->`, `<!-- md:default `false` -->`. */
const MACRO = /<!--\s*md:([\w-]+)(?:\s+(.*?))?\s*-->/g;

const FLAGS: Record<string, string> = {
  experimental: 'Experimental',
  required: 'Required',
  customization: 'Customization',
  metadata: 'Metadata property',
  multiple: 'Multiple instances',
};

const badge = (kind: string, markdown: string) => `<span class="kb-badge kb-badge-${escapeHtml(kind)}">${markdown}</span>`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const labelled = (label: string, args: string) => (args ? `${label}: ${args}` : label);

/** A macro as the Markdown a reader sees: a badge with a label, or the option/setting's name as code. */
function macroMarkdown(type: string, args: string, inSentence: boolean): string | undefined {
  switch (type) {
    case 'version': {
      // "Prior to version <!-- md:version 8.5.6 -->," reads as the number.
      const insiders = /^insiders-(.*)$/.exec(args);
      return badge('version', insiders ? `Insiders ${insiders[1]}` : args && inSentence ? args : args ? `Version ${args}` : 'Version');
    }
    case 'default':
      return badge('default', labelled('Default', args));
    case 'flag':
      return badge('flag', FLAGS[args] ?? capitalised(args || 'flag'));
    case 'plugin':
      return badge('plugin', labelled('Plugin', args));
    case 'extension':
      return badge('extension', labelled('Markdown extension', args));
    case 'feature':
      return badge('feature', labelled('Optional feature', args));
    case 'utility':
      return badge('utility', labelled('Utility', args));
    case 'sponsors':
      return badge('sponsors', 'Sponsors only');
    case 'example':
      return badge('example', args ? `Example: [${args}](https://mkdocs-material.github.io/examples/${encodeURIComponent(args)}/)` : 'Example');
    case 'demo':
      return badge('demo', args ? `Demo: [${args}](https://github.com/mkdocs-material/${encodeURIComponent(args)})` : 'Demo');
    case 'option':
    case 'setting':
      return args ? `\`${args}\`` : undefined;
    default:
      return undefined;
  }
}

/**
 * A line's Material macros as readable text or badges (never dropped): version, default, flag, plugin, extension,
 * feature, utility, sponsors, example, demo as `<span class="kb-badge">` labels; an option or setting as its name in
 * code, a heading with one getting its anchor (`#config.enabled`, `#+type:note` as Material gives them), and a
 * setting defining the reference `[config.enabled]` that Material's hook adds (`definitions`, for after the line).
 * An unknown macro is kept as text, with a note.
 */
export function materialMacros(line: string, fidelity: Fidelity, note: (message: string) => void): { line: string; definitions: string[] } {
  const definitions: string[] = [];
  let anchor: string | undefined;
  const inSentence = /\p{L}/u.test(line.replace(MACRO, '').replace(/^#{1,6}\s.*$/, ''));
  const spans = [...line.matchAll(/(`+)[^`]+?\1(?!`)/g)].map((span) => [span.index, span.index + span[0].length]);
  const replaced = line.replace(MACRO, (whole, type: string, rawArgs: string | undefined, at: number) => {
    // A macro shown in a code span is code (the page documents it); one with a code span inside is a macro.
    if (spans.some(([start, end]) => at > start! && at < end!)) return whole;
    const args = (rawArgs ?? '').trim();
    const markdown = macroMarkdown(type, args, inSentence);
    if (markdown === undefined) {
      fidelity.add('material macro', 'text');
      note(`Material macro ${whole} is not known: kept as the text "${type}${args ? ` ${args}` : ''}"`);
      return escapeHtml(`${type}${args ? ` ${args}` : ''}`);
    }
    fidelity.add('material macro');
    if (type === 'setting' && args) definitions.push(`[${args}]: #${args}`);
    if ((type === 'setting' || type === 'option') && args) anchor ??= type === 'option' ? `+${args}` : args;
    return markdown;
  });
  const heading = /^#{1,6}\s/.test(replaced) && !/\{#[^}\s]+\}\s*$/.test(replaced);
  return { line: heading && anchor ? `${replaced.trimEnd()} {#${anchor}}` : replaced, definitions };
}
