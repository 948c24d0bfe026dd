import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SearchResult } from '@kb/contracts';
import { useSearchSummary } from '@kb/api-client';
import { borderless, color, radius, Row, Skeleton, space } from '@kb/ui';
import { accentButton } from './accentButton';
import { SummaryText } from './SummaryText';
import { useT } from '../i18n/useT';
import searchTexts from '../i18n/catalogues/en.search.json';

interface Props {
  query: string;
  summaryOn: boolean;
  results: SearchResult[];
  onEnable: () => void;
}

/** The summary card: no-results texts, the invitation when off, a skeleton while loading, then the summary. */
export function SummaryArea({ query, summaryOn, results, onEnable }: Props) {
  const t = useT(searchTexts);
  const { data, isLoading } = useSearchSummary(query, { enabled: summaryOn, resultCount: results.length });
  const slugById = useMemo(() => new Map(results.map((r) => [r.id.toLowerCase(), r.slug])), [results]);
  let body;
  if (results.length === 0) body = <Muted>{summaryOn ? t('summary.noResultsOn') : t('summary.noResultsOff')}</Muted>;
  else if (!summaryOn) {
    body = (
      <Row $gap={3}>
        <Muted>{t('summary.invite')}</Muted>
        <EnableButton type="button" onClick={onEnable}>
          {t('summary.enable')}
        </EnableButton>
      </Row>
    );
  } else if (isLoading) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden">{t('summary.loading')}</span>
        <Lines>
          <Skeleton $width="92%" />
          <Skeleton $width="100%" />
          <Skeleton $width="78%" />
          <Skeleton $width="64%" />
        </Lines>
      </div>
    );
  } else if (data?.aiSummary.trim()) body = <SummaryText text={data.aiSummary} slugById={slugById} />;
  else body = <Muted>{t('summary.inProgress')}</Muted>;
  const reserved = summaryOn && results.length > 0;
  return (
    <Card aria-labelledby="kb-summary-heading" aria-live="polite" data-summary-area="">
      <Heading id="kb-summary-heading">{t('summary.toggle')}</Heading>
      {reserved ? <ReservedBody key={query}>{body}</ReservedBody> : body}
    </Card>
  );
}

/**
 * While the summary loads and once it is there, the card keeps one height, so the results below never
 * jump when it arrives (no layout shift); a longer summary opens with 'Show full summary'.
 */
function ReservedBody({ children }: { children: ReactNode }) {
  const t = useT(searchTexts);
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // Measured after the commit, on the layout the browser makes anyway: a layout effect here forced a layout
  // of the whole page inside React's commit, which made the search page's hydration one long task.
  useEffect(() => {
    const element = ref.current;
    if (element) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [children, expanded]);
  return (
    <>
      <Clip ref={ref} id="kb-summary-body" $expanded={expanded} $faded={overflows && !expanded}>
        {children}
      </Clip>
      {(overflows || expanded) && (
        <ToggleButton type="button" aria-expanded={expanded} aria-controls="kb-summary-body" onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('summary.showLess') : t('summary.showFull')}
        </ToggleButton>
      )}
    </>
  );
}

const Card = styled.section`
  padding: ${space(4)} ${space(5)};
  border: 1px solid ${color('border')};
  border-left: 4px solid ${color('accent')};
  border-radius: ${radius.lg};
  background: ${color('bgSubtle')};
`;

const Heading = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color('textMuted')};
`;

const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const EnableButton = styled.button`
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius.md};
  ${accentButton('transparent', 'accent')}
`;

const Clip = styled.div<{ $expanded: boolean; $faded: boolean }>`
  height: ${({ $expanded }) => ($expanded ? 'auto' : '11rem')};
  overflow: hidden;
  ${({ $faded }) => ($faded ? 'mask-image: linear-gradient(to bottom, #000 75%, transparent);' : '')}
`;

const ToggleButton = styled.button`
  margin-top: ${space(2)};
  padding: 0;
  ${borderless('accent')}
  font-weight: 600;
  cursor: pointer;
`;

const Lines = styled.div`
  display: grid;
  gap: ${space(2)};
`;
