import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { useArticleSearch } from '@kb/api-client/admin';
import { WORK_FILTER_LABELS, type WorkFilter } from '@kb/contracts';
import { color, radius, space, Stack } from '@kb/ui';
import { Input as BaseInput } from '@kb/ui/controls';
import { useQueryError } from '../../toasts/useErrorReporter';
import { Count, ItemButton, Nested, type TreeProps } from './CategoryNode';

/** One page of matches; the last page shown offers the next. */
function ResultPage({
  token,
  query,
  filter,
  page,
  selectedId,
  onSelect,
  onMore,
}: TreeProps & { query: string; filter: WorkFilter | null; page: number; onMore?: () => void }) {
  const { data, error, isLoading } = useArticleSearch(token, query, page, filter);
  useQueryError(error, 'Failed to search articles');
  if (!data) return page === 0 && isLoading ? <Note>Searching…</Note> : null;
  if (page === 0 && data.total === 0) {
    const within = filter ? ` in ${WORK_FILTER_LABELS[filter]}` : '';
    return <Note>{query ? `No article${within} has “${query}” in its title or slug` : `No article${within}`}</Note>;
  }
  return (
    <>
      {page === 0 ? (
        <Note role="status">
          {data.total} {data.total === 1 ? 'article' : 'articles'}
        </Note>
      ) : null}
      {data.rows.map((article) => (
        <li key={article.id}>
          <ItemButton type="button" aria-current={selectedId === article.id ? 'true' : undefined} onClick={() => onSelect(article.id)}>
            {article.title}
            {article.status === 'published' ? null : <Count>{` (${article.status})`}</Count>}
            <Where>{[...article.path, article.slug].join(' › ')}</Where>
          </ItemButton>
        </li>
      ))}
      {onMore && page + 1 < data.pageCount ? (
        <li>
          <ItemButton type="button" onClick={onMore}>
            More results
          </ItemButton>
        </li>
      ) : null}
    </>
  );
}

/** Find any article by title or slug as you type (GET /api/admin/article-search), drafts included; with a work filter, that filter's articles. */
export function ArticleSearch({ onQueryChange, filter, ...props }: TreeProps & { onQueryChange: (searching: boolean) => void; filter: WorkFilter | null }) {
  const [text, setText] = useState('');
  const [pages, setPages] = useState(1);
  const typed = useDeferredValue(text.trim());
  // One letter matches nearly every article: the search starts at two.
  const query = typed.length >= 2 ? typed : '';
  return (
    <Search role="search">
      <Input
        type="search"
        aria-label="Search articles by title or slug"
        placeholder="Find an article by title or slug"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPages(1);
          onQueryChange(event.target.value.trim().length >= 2);
        }}
      />
      {query || filter ? (
        <Nested aria-label={filter ? WORK_FILTER_LABELS[filter] : 'Matching articles'}>
          {Array.from({ length: pages }, (_, page) => (
            <ResultPage
              key={`${filter}:${page}`}
              {...props}
              query={query}
              filter={filter}
              page={page}
              onMore={page === pages - 1 ? () => setPages(pages + 1) : undefined}
            />
          ))}
        </Nested>
      ) : null}
    </Search>
  );
}

const Search = styled(Stack).attrs({ $gap: 1 })`
  padding-bottom: ${space(2)};
`;

const Input = styled(BaseInput)`
  flex: initial;
  width: 100%;
  border-radius: ${radius.md};
  font: inherit;
`;

const Note = styled.li`
  padding: ${space(1)} ${space(2)};
  color: ${color('textMuted')};
  font-size: 0.85rem;
`;

const Where = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${color('textMuted')};
`;
