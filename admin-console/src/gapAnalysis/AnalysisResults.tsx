import styled from 'styled-components';
import type { ContentConcept } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { Button, Card, List as BaseList } from '@kb/ui/controls';
import { Empty } from '../common/Empty';
import { Panel } from '../common/Panel';
import { evidenceLines } from './readerEvidenceText';

const EMPTY_RESULTS_TEXT = 'No content concepts generated yet. Add reference URLs and click "Generate Analysis" to begin.';

interface Props {
  concepts: ContentConcept[];
  savingId: string | null;
  onSave: (concept: ContentConcept) => void;
}

/** 'Content Gap Analysis Results': title, description, report, reader evidence, references and 'Save to HTML' per concept. */
export function AnalysisResults({ concepts, savingId, onSave }: Props) {
  return (
    <Card aria-labelledby="gap-results-title">
      <Title id="gap-results-title">Content Gap Analysis Results</Title>
      {concepts.length === 0 ? (
        <Empty>{EMPTY_RESULTS_TEXT}</Empty>
      ) : (
        <List>
          {concepts.map((concept) => (
            <Concept key={concept.id} aria-label={concept.title}>
              <Field>
                <Label>Concept Title</Label>
                <ConceptTitle>{concept.title}</ConceptTitle>
              </Field>
              <Field>
                <Label>Content Description</Label>
                <Text>{concept.description}</Text>
              </Field>
              <Field>
                <Label>Analysis Report</Label>
                <Text>{concept.analysisReport}</Text>
              </Field>
              <ReaderEvidence lines={evidenceLines(concept.evidence)} />
              <Field>
                <Label>References</Label>
                <Refs>
                  {concept.references.map((reference, index) => (
                    <a key={reference} href={reference} target="_blank" rel="noopener noreferrer" title={reference}>
                      {`ref${index + 1}`}
                    </a>
                  ))}
                </Refs>
              </Field>
              <SaveButton $variant="accent" type="button" disabled={savingId === concept.id} onClick={() => onSave(concept)}>
                Save to HTML
              </SaveButton>
            </Concept>
          ))}
        </List>
      )}
    </Card>
  );
}

function ReaderEvidence({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Field>
      <Label>Reader Evidence</Label>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Field>
  );
}

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const List = styled(BaseList)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  max-height: 640px;
  overflow-y: auto;
`;

const Concept = styled(Panel).attrs({ as: 'li' })`
  border-radius: ${radius.sm};
  background: ${color('bg')};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color('textMuted')};
`;

const ConceptTitle = styled.strong`
  font-size: 1rem;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  font-size: 0.875rem;
`;

const Refs = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  font-size: 0.875rem;
`;

const SaveButton = styled(Button)`
  align-self: flex-start;
`;
