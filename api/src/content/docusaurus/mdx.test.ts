import { describe, expect, it } from 'vitest';
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

  it('flattens tabs: each tab is a bold line with its label, or its value when it has none', () => {
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
    expect(markdown).toBe(lines('**UI**', '', 'Use the settings page.', '', '**YAML**', '', '```yaml', 'detect:', '  enabled: true', '```', '', '**Example Docker Compose File**', '', 'Run it.'));
    expect(notes).toEqual([]);
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
      lines('<ul>', '</ul>', '', 'EdgeTPU', 'Runs at  frames.', '', '<blockquote class="kb-admonition kb-admonition-shiny">', '', '**Shiny:**', '', 'Unclosed.', '', '</blockquote>'),
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
