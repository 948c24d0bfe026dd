import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useAdminTree, useCategoryArticles } from '@kb/api-client/admin';
import type { AdminTreeCategory } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { List } from '@kb/ui/controls';
import { useQueryError } from '../../toasts/useErrorReporter';

export interface TreeProps {
  token: string;
  selectedId: string | null;
  onSelect: (articleId: string) => void;
}

/** One page of a category's articles; the last page shown offers the next. */
function ArticlePage({ token, categoryId, page, selectedId, onSelect, onMore }: TreeProps & { categoryId: string; page: number; onMore?: () => void }) {
  const { data, error } = useCategoryArticles(token, categoryId, page);
  useQueryError(error, 'Failed to fetch articles');
  if (!data) return page === 0 ? <Loading>Loading…</Loading> : null;
  const left = data.total - (page + 1) * data.rows.length;
  return (
    <>
      {data.rows.map((article) => (
        <li key={article.id}>
          <ItemButton type="button" aria-current={selectedId === article.id ? 'true' : undefined} onClick={() => onSelect(article.id)}>
            {article.title}
            {article.status === 'published' ? null : <Count>{` (${article.status})`}</Count>}
          </ItemButton>
        </li>
      ))}
      {onMore && page + 1 < data.pageCount ? (
        <li>
          <MoreButton type="button" onClick={onMore}>
            More articles ({left} more)
          </MoreButton>
        </li>
      ) : null}
    </>
  );
}

/** A category's child categories, fetched when it is expanded. */
export function CategoryLevel({ parentId, ...props }: TreeProps & { parentId: string | null }) {
  const { data, error } = useAdminTree(props.token, parentId);
  useQueryError(error, 'Failed to fetch articles');
  return (
    <>
      {(data?.categories ?? []).map((category) => (
        <CategoryNode key={category.id} category={category} {...props} />
      ))}
    </>
  );
}

/** A category with its count (own articles plus its children's, drafts included); expanded it fetches and lists its articles a page at a time and its child categories. */
function CategoryNode({ category, ...props }: TreeProps & { category: AdminTreeCategory }) {
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState(1);
  return (
    <li>
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Caret aria-hidden>{open ? '▾' : '▸'}</Caret>
        <span>{category.name}</span> <Count>({category.articleCount})</Count>
      </Toggle>
      {open ? (
        <Nested>
          {category.ownArticleCount > 0
            ? Array.from({ length: pages }, (_, page) => (
                <ArticlePage key={page} {...props} categoryId={category.id} page={page} onMore={page === pages - 1 ? () => setPages(pages + 1) : undefined} />
              ))
            : null}
          {category.childCount > 0 ? <CategoryLevel {...props} parentId={category.id} /> : null}
        </Nested>
      ) : null}
    </li>
  );
}

/** A full-width row of the tree that is a button: plain until hovered. */
const rowButton = css`
  width: 100%;
  padding: ${space(1)} ${space(2)};
  border: none;
  border-radius: ${radius.sm};
  background: none;
  color: ${color('text')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    background: ${color('bgSubtle')};
  }
`;

export const Toggle = styled.button`
  ${rowButton}
  display: flex;
  align-items: center;
  gap: ${space(1)};
  font-weight: 600;
`;

export const Caret = styled.span`
  width: 1em;
  color: ${color('textMuted')};
`;

export const Count = styled.span`
  color: ${color('textMuted')};
  font-weight: 400;
`;

export const Nested = styled(List)`
  padding-left: ${space(4)};
`;

export const ItemButton = styled.button`
  ${rowButton}
  display: block;
  &[aria-current='true'] {
    background: ${color('accent')};
    color: ${color('accentText')};
  }
`;

const MoreButton = styled.button`
  ${rowButton}
  color: ${color('accent')};
`;

const Loading = styled.li`
  padding: ${space(1)} ${space(2)};
  color: ${color('textMuted')};
`;
