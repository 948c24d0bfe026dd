import { useState } from 'react';
import styled from 'styled-components';
import { useContentConcepts, useGenerateAnalysis, useReferenceUrls, useSaveConcept } from '@kb/api-client/admin';
import type { ContentConcept, GenerateAnalysisResponse } from '@kb/contracts';
import { color, radius, space, Stack, toast } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { whyDisabled } from '../app/whyDisabled';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { AnalysisResults } from './AnalysisResults';
import { ReferenceUrlForm } from './ReferenceUrlForm';
import { SavedUrlList } from './SavedUrlList';

/** SPEC §2 Content Gap Analysis panel. */
export function GapAnalysisPanel({ token }: { token: string }) {
  const urls = useReferenceUrls(token);
  const concepts = useContentConcepts(token);
  const generate = useGenerateAnalysis(token);
  const saveConcept = useSaveConcept(token);
  const [failures, setFailures] = useState<GenerateAnalysisResponse['failures']>([]);
  const [savingId, setSavingId] = useState<string | null>(null);
  const report = useErrorReporter();
  useQueryError(urls.error, 'Failed to fetch URLs');
  useQueryError(concepts.error, 'Failed to fetch concepts');

  const enabled = (urls.data ?? []).filter((url) => url.enabled);

  const handleGenerate = async () => {
    if (enabled.length === 0 || generate.isMutating) return;
    try {
      const result = await generate.trigger(enabled);
      setFailures(result.failures);
    } catch (error) {
      report(error, 'Failed to generate analysis');
    }
  };

  const handleSave = async (concept: ContentConcept) => {
    setSavingId(concept.id);
    try {
      await saveConcept.trigger(concept.id);
      toast({ title: `Saved "${concept.title}" to Saved_Concepts` });
    } catch (error) {
      report(error, 'Failed to save concept');
    } finally {
      setSavingId(null);
    }
  };

  return (
    <Panel>
      <Stack $gap={4}>
        <ReferenceUrlForm token={token} />
        <SavedUrlList token={token} urls={urls.data ?? []} />
        <Button
          $variant="block"
          $size="xl"
          type="button"
          disabled={enabled.length === 0 || generate.isMutating}
          title={whyDisabled([generate.isMutating, 'Analysing…'], [enabled.length === 0, 'Tick at least one saved URL to analyse'])}
          onClick={() => void handleGenerate()}
        >
          {generate.isMutating ? 'Analyzing...' : `Generate Analysis (${enabled.length} URLs selected)`}
        </Button>
        {failures.length ? (
          <Failures role="note" aria-label="URLs that could not be analysed">
            <strong>Could not analyse:</strong>
            <ul>
              {failures.map((failure) => (
                <li key={failure.url}>
                  {failure.url}: {failure.reason}
                </li>
              ))}
            </ul>
          </Failures>
        ) : null}
      </Stack>
      <AnalysisResults concepts={concepts.data ?? []} savingId={savingId} onSave={(concept) => void handleSave(concept)} />
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(300px, 2fr) 3fr;
  gap: ${space(5)};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Failures = styled.div`
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('warning')};
  border-radius: ${radius.sm};
  font-size: 0.8125rem;
  ul {
    margin: ${space(1)} 0 0;
    padding-left: ${space(4)};
  }
`;
