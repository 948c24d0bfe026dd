import { useRef } from 'react';
import styled from 'styled-components';
import { color, radius, Row, space } from '@kb/ui';
import { Button } from '@kb/ui/controls';
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

/**
 * Two texts' differences as readable text, insertions underlined and deletions struck through; "Next change" brings
 * the next one into view and marks it (after the last, the first again).
 */
export function Differences({ blocks }: { blocks: DiffBlock[] }) {
  const box = useRef<HTMLDivElement>(null);
  const at = useRef(-1);
  if (unchanged(blocks)) return <Hint>No differences: both versions read the same.</Hint>;
  const next = () => {
    const changes = [...(box.current?.querySelectorAll<HTMLElement>('ins, del') ?? [])];
    if (changes.length === 0) return;
    changes[at.current]?.removeAttribute('data-current');
    at.current = (at.current + 1) % changes.length;
    const change = changes[at.current]!;
    change.setAttribute('data-current', '');
    change.scrollIntoView({ block: 'center' });
  };
  return (
    <>
      <Row $gap={2}>
        <Button type="button" $size="sm" onClick={next}>
          Next change
        </Button>
      </Row>
      <Text aria-label="Differences" ref={box}>
        {blocks.map((block, index) => {
          const Tag = block.kind === 'text' ? 'p' : block.kind;
          return (
            <Tag key={index}>
              {block.parts.map((part, n) =>
                part.change === 'added' ? <ins key={n}>{part.text}</ins> : part.change === 'removed' ? <del key={n}>{part.text}</del> : part.text,
              )}
            </Tag>
          );
        })}
      </Text>
    </>
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
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
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
  [data-current] {
    outline: 2px solid ${color('accent')};
    outline-offset: 1px;
  }
`;
