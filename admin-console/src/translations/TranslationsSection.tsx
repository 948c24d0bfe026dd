import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslationList, useTranslationProgress } from '@kb/api-client/admin';
import { LANGUAGE_NAMES, TRANSLATION_STATES, type LanguageProgress, type TargetLanguage, type TranslationState } from '@kb/contracts';
import { color, radius, Row, space, Stack } from '@kb/ui';
import { Button, List, ListRow } from '@kb/ui/controls';
import { isTarget } from './targets';
import { TranslationWorkspace } from './TranslationWorkspace';
import { XliffExchange } from './XliffExchange';

const STATE_LABELS: Record<TranslationState, string> = { missing: 'Missing', outdated: 'Outdated', current: 'Current' };

/**
 * "Translations": per language, how many articles are missing, outdated or current, and the articles of
 * one state a page (50) at a time, each with "Translate", and the language's XLIFF export and import;
 * `/admin/translations/<lang>/<articleId>` opens the side-by-side workspace.
 */
export function TranslationsSection({ token }: { token: string }) {
  const params = useParams();
  const lang = isTarget(params.lang) ? params.lang : 'de';
  if (params.articleId) return <TranslationWorkspace key={`${params.articleId}:${lang}`} token={token} articleId={params.articleId} lang={lang} />;
  return <Overview key={lang} token={token} lang={lang} />;
}

function Overview({ token, lang }: { token: string; lang: TargetLanguage }) {
  const progress = useTranslationProgress(token);
  const [state, setState] = useState<TranslationState>('outdated');
  const [page, setPage] = useState(0);
  return (
    <Stack>
      <Languages aria-label="Languages">
        {(progress.data ?? []).map((row) => (
          <LanguageCard key={row.lang} to={`/admin/translations/${row.lang}`} aria-current={row.lang === lang ? 'page' : undefined}>
            <strong>{LANGUAGE_NAMES[row.lang]}</strong>
            <Counts progress={row} />
          </LanguageCard>
        ))}
      </Languages>
      <XliffExchange token={token} lang={lang} />
      <Row role="group" aria-label="Show">
        {TRANSLATION_STATES.map((value) => (
          <Button
            key={value}
            $size="sm"
            $variant={value === state ? 'accent' : 'secondary'}
            aria-pressed={value === state}
            onClick={() => (setState(value), setPage(0))}
          >
            {STATE_LABELS[value]}
          </Button>
        ))}
      </Row>
      <Articles token={token} lang={lang} state={state} page={page} onPage={setPage} />
    </Stack>
  );
}

function Counts({ progress }: { progress: LanguageProgress }) {
  return (
    <span>
      {progress.missing} missing · {progress.outdated} outdated · {progress.current} current{progress.drafts ? ` · ${progress.drafts} drafts` : ''}
    </span>
  );
}

function Articles({
  token,
  lang,
  state,
  page,
  onPage,
}: {
  token: string;
  lang: TargetLanguage;
  state: TranslationState;
  page: number;
  onPage: (page: number) => void;
}) {
  const list = useTranslationList(token, lang, state, page);
  if (!list.data) return <p role="status">Loading…</p>;
  const { rows, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-label={`${STATE_LABELS[state]} in ${LANGUAGE_NAMES[lang]}`}>
      <p>
        {total} {STATE_LABELS[state].toLowerCase()} · page {page + 1} of {pages}
      </p>
      <List>
        {rows.map((row) => (
          <ListRow key={row.articleId}>
            <span>
              {row.title}
              {row.translatedTitle ? <Muted> — {row.translatedTitle}</Muted> : null}
              {row.state === 'outdated' ? <Tag>Outdated</Tag> : null}
              {row.hasDraft ? <Tag>Draft</Tag> : null}
            </span>
            <Link to={`/admin/translations/${lang}/${row.articleId}`} aria-label={`Translate ${row.title}`}>
              Translate
            </Link>
          </ListRow>
        ))}
      </List>
      <Row>
        <Button $size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button $size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </Row>
    </section>
  );
}

const Languages = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(2)};
`;

const LanguageCard = styled(Link)`
  display: flex;
  flex-direction: column;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  color: ${color('text')};
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${color('accent')};
  }
`;

const Muted = styled.span`
  color: ${color('textMuted')};
`;

const Tag = styled.span`
  margin-left: ${space(2)};
  padding: 0 ${space(1)};
  border: 1px solid ${color('warning')};
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${color('warning')};
`;
