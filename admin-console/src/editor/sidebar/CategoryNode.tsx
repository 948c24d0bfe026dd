import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { AdminArticle, AdminCategory } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { List } from '@kb/ui/controls';

interface Props {
  category: AdminCategory;
  path: string[];
  selectedId: string | null;
  onSelect: (article: AdminArticle, path: string[]) => void;
}

/** A category with its count (own articles plus its children's); expanded it lists its articles and child categories. */
export function CategoryNode({ category, path, selectedId, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const here = [...path, category.name];
  return (
    <li>
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Caret aria-hidden>{open ? '▾' : '▸'}</Caret>
        <span>{category.name}</span>{' '}
        <Count>({category.articleCount})</Count>
      </Toggle>
      {open ? (
        <Nested>
          {category.articles.map((article) => (
            <li key={article.id}>
              <ItemButton type="button" aria-current={selectedId === article.id ? 'true' : undefined} onClick={() => onSelect(article, here)}>
                {article.title}
              </ItemButton>
            </li>
          ))}
          {category.children.map((child) => (
            <CategoryNode key={child.id} category={child} path={here} selectedId={selectedId} onSelect={onSelect} />
          ))}
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
