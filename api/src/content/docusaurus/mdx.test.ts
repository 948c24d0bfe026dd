import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { Fidelity } from '../docsSite/fidelity';
import { siteMarked } from '../docsSite/marked';
import { mdxToMarkdown } from './mdx';

const lines = (...text: string[]) => text.join('\n');

describe('mdxToMarkdown', () => {
  it('drops imports, exports and the repeated title, unwraps components and keeps their readable attributes', () => {
    const source = lines(
      "import TabItem from '@theme/TabItem';",
      'export const Highlight = ({children}) => (',
      '  <span>{children}</span> );',
      '',
      '# Video Decoding',
      '',
      'Open <NavPath path="Settings > Cameras" /> first. {/* hidden note */}',
      '',
      '<FaqItem id="why" question="Why is the stream black?">',
      'Check the <Highlight color="#25c2a0">codec</Highlight>.',
      '</FaqItem>',
      '<FaqItem id="lpr" question={<>Can I run LPR without <code>car</code> objects?</>}>',
      '</FaqItem>',
      '<FaqItem question={"Why \\"MOVING\\" on <camera>?"}>',
      'Go to <NavPath path="History > {camera}" />.',
      '</FaqItem>',
      '## Intel GPUs {#intel}',
    );
    const { markdown, notes } = mdxToMarkdown(source, 'Video Decoding');
    expect(markdown).toBe(
      lines(
        'Open Settings > Cameras first.',
        '',
        '### Why is the stream black? {#why}',
        '',
        'Check the codec.',
        '',
        '### Can I run LPR without `car` objects? {#lpr}',
        '',
        '### Why "MOVING" on &lt;camera>?',
        '',
        'Go to History > {camera}.',
        '',
        '## Intel GPUs {#intel}',
      ),
    );
    expect(notes).toEqual([]);
  });

  it('makes tabs: each <Tabs> a group of <details name> sharing one name, labelled by the label or the value, the first open', () => {
    const source = lines(
      '<ConfigTabs>',
      '<TabItem value="ui">',
      'Use the settings page.',
      '</TabItem>',
      '<TabItem value="yaml">',
      '',
      '```yaml',
      'detect:',
      '  enabled: true',
      '```',
      '',
      '</TabItem>',
      '</ConfigTabs>',
      '<Tabs>',
      '  <TabItem value="original" label="Example Docker Compose File">',
      'Run it.',
      '  </TabItem>',
      '</Tabs>',
    );
    const { markdown, notes } = mdxToMarkdown(source, 'Tabs');
    const body = JSDOM.fragment(siteMarked.parse(markdown, { async: false }) as string);
    const groups = [...body.querySelectorAll('div.kb-tabs')].map((group) => [...group.querySelectorAll(':scope > details.kb-tab')]);
    expect(groups.map((tabs) => tabs.map((tab) => [tab.getAttribute('name'), tab.hasAttribute('open'), tab.querySelector('summary')!.textContent]))).toEqual([
      [
        ['kb-tabs-1', true, 'UI'],
        ['kb-tabs-1', false, 'YAML'],
      ],
      [['kb-tabs-2', true, 'Example Docker Compose File']],
    ]);
    expect(groups[0]![1]!.querySelector('pre code')!.textContent).toBe('detect:\n  enabled: true\n');
    expect(groups[1]![0]!.querySelector('p')!.textContent).toBe('Run it.');
    expect(notes).toEqual([]);
  });

  it('inlines local partials with their plain props, from inside the site only, and converts emoji and escaped braces', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'kb-partials-'));
    mkdirSync(path.join(site, 'docs/settings'), { recursive: true });
    writeFileSync(
      path.join(site, 'docs/settings/_flag.mdx'),
      "---\nid: ignored\n---\n### --os=&lt;name\\>\n\nOverride the OS for {props.tool}. :white_check_mark:\n\nimport Inner from './_inner.mdx'\n\n<Inner />\n",
    );
    writeFileSync(path.join(site, 'docs/settings/_inner.mdx'), 'Inner text with <Missing />.\n');
    writeFileSync(path.join(site, 'outside.mdx'), 'Outside the docs, inside the site.\n');
    const page = { site, docs: path.join(site, 'docs'), file: 'cli/add.md', fidelity: new Fidelity() };
    const source = lines(
      "import Flag from '../settings/_flag.mdx'",
      "import Site from '@site/outside.mdx'",
      "import Gone from '../../../etc/_passwd.mdx'",
      '',
      '<Flag tool="pnpm" />',
      '',
      '<Site />',
      '',
      '<Gone />',
      '',
      'Default: **\\{ node: auto \\}** :x:',
    );
    const { markdown, notes } = mdxToMarkdown(source, 'Add', page);
    const body = JSDOM.fragment(siteMarked.parse(markdown, { async: false }) as string);
    expect(body.querySelector('h3')!.textContent).toBe('--os=<name>');
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Override the OS for pnpm. ✅',
      'Inner text with .',
      'Outside the docs, inside the site.',
      'Default: { node: auto } ❌',
    ]);
    expect(notes).toEqual([
      { line: 3, message: "partial ../../../etc/_passwd.mdx not read (it is not in the site's or the docs' folder): <Gone /> is dropped" },
      { line: 5, message: 'in settings/_flag.mdx:10: in settings/_inner.mdx:1: <Missing /> dropped: a component with no text of its own' },
      { line: 9, message: '<Gone /> dropped: a component with no text of its own' },
    ]);
    expect(page.fidelity.counts).toMatchObject({ partial: { converted: 3, dropped: 1 }, emoji: { converted: 2 } });
  });

  it('turns admonitions into boxes, :::tip into a Best Practice box, with nesting and titles, and leaves code as written', () => {
    const source = lines(
      ':::tip[Use a GPU]',
      'Decoding on the CPU is slow.',
      ':::',
      '',
      '::::warning',
      '',
      'Careful.',
      '',
      ':::danger Really careful',
      '```yaml',
      'import: <Tag />',
      ':::note',
      '```',
      ':::',
      '::::',
      'Inline `<MAXRAM>` and `{start_ts}` stay.',
    );
    const { markdown, notes } = mdxToMarkdown(source, 'Other');
    expect(markdown).toBe(
      lines(
        '<blockquote class="kb-admonition kb-admonition-tip">',
        '',
        '**Best Practice:** Use a GPU',
        '',
        'Decoding on the CPU is slow.',
        '',
        '</blockquote>',
        '',
        '<blockquote class="kb-admonition kb-admonition-warning">',
        '',
        '**Warning:**',
        '',
        'Careful.',
        '',
        '<blockquote class="kb-admonition kb-admonition-danger">',
        '',
        '**Danger:** Really careful',
        '',
        '```yaml',
        'import: <Tag />',
        ':::note',
        '```',
        '',
        '</blockquote>',
        '',
        '</blockquote>',
        '',
        'Inline `<MAXRAM>` and `{start_ts}` stay.',
      ),
    );
    expect(notes).toEqual([]);
  });

  it('reports what it cannot bring over with its line: code-made content, text-less components, unclosed boxes', () => {
    const source = lines(
      'import labels from "../../../labelmap.txt";',
      '',
      '<ul>',
      '  {labels.split("\\n").map((label) => (',
      '    <li>{label}</li>',
      '  ))}',
      '</ul>',
      '',
      '<ShmCalculator/>',
      '<ModelConfigDropdown detectorTitle="EdgeTPU" models={objectDetectorsModels.edgeTPU.models} />',
      'Runs at {fps} frames.',
      ':::',
      ':::shiny',
      'Unclosed.',
    );
    const { markdown, notes } = mdxToMarkdown(source, 'Objects');
    expect(markdown).toBe(
      lines(
        '<ul>',
        '</ul>',
        '',
        'EdgeTPU',
        'Runs at  frames.',
        '',
        '<blockquote class="kb-admonition kb-admonition-shiny">',
        '',
        '**Shiny:**',
        '',
        'Unclosed.',
        '',
        '</blockquote>',
      ),
    );
    expect(notes).toEqual([
      { line: 4, message: 'JSX expression {labels.split("\\n").map((label) => ( dropped: its content is made by code' },
      { line: 9, message: '<ShmCalculator /> dropped: a component with no text of its own' },
      { line: 10, message: '<ModelConfigDropdown>: models={objectDetectorsModels.edgeTPU.models} is made by code and not imported' },
      { line: 11, message: 'JSX expression {fps} dropped: its content is made by code' },
      { line: 12, message: 'a closing ::: without an open admonition: dropped' },
      { line: 13, message: 'admonition :::shiny is not a Docusaurus type: shown as a plain box' },
      { line: 13, message: 'admonition :::shiny is never closed: it runs to the end of the page' },
    ]);
  });
});
