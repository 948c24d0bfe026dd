import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslationWorkspace } from '@kb/api-client/admin';
import { LANGUAGE_NAMES, type TargetLanguage } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { articleProse } from '@kb/ui/prose';
import { Differences } from '../authoring/compare/compareParts';
import { compareHtml } from '../authoring/compare/revisionDiff';
import { sanitizeEditorHtml } from '../editor/html/sanitizeEditorHtml';
import { TranslationForm } from './TranslationForm';
import { TARGETS } from './targets';

/** The source as readers get it: its published HTML, sanitised again for the console, in the article's styles. */
function SourceArticle({ html }: { html: string }) {
  const body = useMemo(() => ({ __html: sanitizeEditorHtml(html) }), [html]);
  return <SourceText lang="en" dangerouslySetInnerHTML={body} />;
}

/**
 * A translator's workspace, side by side: the source as published now, rendered as readers see it (and, when
 * the translation is outdated, what changed in it since the translation was made), the translation's visual
 * editor beside it. Below 900 px the two stack, source first.
 */
export function TranslationWorkspace({ token, articleId, lang }: { token: string; articleId: string; lang: TargetLanguage }) {
  const workspace = useTranslationWorkspace(token, articleId, lang);
  const data = workspace.data;
  if (workspace.error) return <p role="alert">Could not open the translation: {String(workspace.error.message)}</p>;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <div>
      <Link to={`/admin/translations/${lang}`}>Back to {LANGUAGE_NAMES[lang]}</Link>
      <nav aria-label="Language">
        {TARGETS.map((other) => (
          <LanguageLink key={other} to={`/admin/translations/${other}/${articleId}`} aria-current={other === lang ? 'page' : undefined}>
            {LANGUAGE_NAMES[other]}
          </LanguageLink>
        ))}
      </nav>
      <p>
        Translation into {LANGUAGE_NAMES[lang]}:{' '}
        <Status data-state={data.state}>{data.state === 'outdated' ? 'Outdated' : data.state === 'current' ? 'Current' : 'Missing'}</Status>
      </p>
      <SideBySide>
        <Pane aria-label="Source (English)">
          <h3>Source: {data.source?.title ?? 'not published yet'}</h3>
          {data.translatedFrom && data.source ? (
            <section aria-label="Changes in the source since it was translated">
              <h4>Changed since the translation</h4>
              <Differences blocks={compareHtml(data.translatedFrom.content, data.source.content)} />
            </section>
          ) : null}
          {data.source ? <SourceArticle html={data.source.content} /> : null}
        </Pane>
        <Pane aria-label={`Translation (${LANGUAGE_NAMES[lang]})`}>
          {data.source ? <TranslationForm token={token} workspace={data} /> : <p>Publish the article before translating it.</p>}
        </Pane>
      </SideBySide>
    </div>
  );
}

const LanguageLink = styled(Link)`
  margin-right: ${space(2)};
  &[aria-current='page'] {
    font-weight: 700;
  }
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Pane = styled.section`
  min-width: 0;
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
`;

const SourceText = styled.div`
  ${articleProse}
  max-height: 70vh;
  overflow-y: auto;
`;

const Status = styled.strong`
  &[data-state='outdated'] {
    color: ${color('warning')};
  }
`;
