import styled from 'styled-components';
import { useLinkCheck } from '@kb/api-client/admin';
import type { ExternalLink, InternalLinkProblem } from '@kb/contracts';
import { Badge, space, Stack } from '@kb/ui';
import { Button, List as BaseList, ListRow } from '@kb/ui/controls';
import { apiProblem } from '../apiProblem';
import { Hint, Problem } from '../formParts';

interface Props {
  token: string;
  articleId: string;
  /** The HTML being checked (the editor's, saved or not). */
  content: string;
  onFix: (problem: InternalLinkProblem) => void;
}

const EXTERNAL_STATE = { pending: 'Checking…', ok: 'OK', broken: 'Broken' } as const;

/** "Check links" report (a lazy chunk): internal problems with a one-click fix for redirects, external links as their background checks finish. */
export default function LinkReport({ token, articleId, content, onFix }: Props) {
  const check = useLinkCheck(token, articleId, content);
  if (check.error) return <Problem role="alert">{apiProblem(check.error, 'Failed to check links').message}</Problem>;
  if (!check.data) return <Hint>Checking links…</Hint>;
  const { internalCount, problems, external } = check.data;
  return (
    <Report>
      <section aria-labelledby="internal-links">
        <Heading id="internal-links">Internal links</Heading>
        <Hint>
          {internalCount === 1 ? '1 internal link' : `${internalCount} internal links`},{' '}
          {problems.length === 0 ? 'no problems' : problems.length === 1 ? '1 problem' : `${problems.length} problems`}.
        </Hint>
        <List>
          {problems.map((problem, index) => (
            <Item key={`${problem.href}-${index}`}>
              <span>
                “{problem.text || problem.href}” <Code>{problem.href}</Code>: {problem.message}
              </span>
              {problem.fixedHref ? (
                <Button type="button" $variant="primary" $size="sm" aria-label={`Fix link to ${problem.href}`} onClick={() => onFix(problem)}>
                  Fix: use {problem.fixedHref}
                </Button>
              ) : null}
            </Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="external-links">
        <Heading id="external-links">External links</Heading>
        <Hint>Checked in the background (results are cached); they never block Publish.</Hint>
        <List>
          {external.length === 0 ? <Hint as="li">No external links.</Hint> : null}
          {external.map((link: ExternalLink) => (
            <Item key={link.url}>
              <Badge $tone={link.state === 'ok' ? 'success' : link.state === 'broken' ? 'warning' : 'neutral'}>{EXTERNAL_STATE[link.state]}</Badge>
              <span>
                <Code>{link.url}</Code>
                {link.detail ? `: ${link.detail}` : null}
              </span>
            </Item>
          ))}
        </List>
      </section>
    </Report>
  );
}

const Report = styled(Stack).attrs({ $gap: 4 })`
  margin-top: ${space(3)};
`;

const Heading = styled.h3`
  margin: 0 0 ${space(1)};
  font-size: 1rem;
`;

const List = styled(BaseList)`
  margin-top: ${space(2)};
`;

const Item = styled(ListRow)`
  flex-wrap: wrap;
  padding: ${space(1)} 0;
  font-size: 0.875rem;
`;

const Code = styled.code`
  overflow-wrap: anywhere;
`;
