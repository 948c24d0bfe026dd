import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { Options } from '../../common/Options';
import { Field, Hint, Select } from '../formParts';
import { unchanged, type DiffBlock } from './revisionDiff';

/** One side Compare can show: a revision, the live article, the article in another version. */
export interface Source {
  id: string;
  label: string;
  content: string;
}

export function SourcePicker({ label, sources, value, onChange }: { label: string; sources: Source[]; value: string; onChange: (id: string) => void }) {
  return (
    <Field>
      {label}
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <Options items={sources} value={(source) => source.id} label={(source) => source.label} />
      </Select>
    </Field>
  );
}

/** Two texts' differences as readable text, insertions underlined and deletions struck through. */
export function Differences({ blocks }: { blocks: DiffBlock[] }) {
  if (unchanged(blocks)) return <Hint>No differences: both versions read the same.</Hint>;
  return (
    <Text aria-label="Differences">
      {blocks.map((block, index) => {
        const Tag = block.kind === 'text' ? 'p' : block.kind;
        return (
          <Tag key={index}>
            {block.parts.map((part, at) =>
              part.change === 'added' ? <ins key={at}>{part.text}</ins> : part.change === 'removed' ? <del key={at}>{part.text}</del> : part.text,
            )}
          </Tag>
        );
      })}
    </Text>
  );
}

const Text = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  overflow-wrap: anywhere;
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('bg')};
  line-height: 1.6;
  h1, h2, h3, h4, h5, h6 {
    margin: ${space(3)} 0 ${space(1)};
  }
  p {
    margin: 0 0 ${space(2)};
  }
  ins {
    background: color-mix(in srgb, ${color('success')} 25%, transparent);
    text-decoration: underline;
  }
  del {
    background: color-mix(in srgb, ${color('danger')} 25%, transparent);
    text-decoration: line-through;
  }
`;
