import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminArticle, AdminCategory, OffSiteArticle, SavedConcept } from '@kb/contracts';
import { color, space } from '@kb/ui';
import { Caret, CategoryNode, Count, ItemButton, Nested, Toggle } from './CategoryNode';

/** SPEC §9: the editor sidebar is 460 px wide, or 48 px collapsed. */
export const SIDEBAR_WIDTH = 460;
export const SIDEBAR_COLLAPSED_WIDTH = 48;

interface Props {
  categories: AdminCategory[];
  /** Drafts and unpublished articles. */
  offSite: OffSiteArticle[];
  concepts: SavedConcept[];
  /** The "New article" button. */
  newArticle: ReactNode;
  selectedId: string | null;
  onSelectArticle: (article: AdminArticle, path: string[]) => void;
  onSelectConcept: (concept: SavedConcept) => void;
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section>
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Caret aria-hidden>{open ? '▾' : '▸'}</Caret>
        <span>{title}</span>{' '}
        <Count>({count})</Count>
      </Toggle>
      {open ? <Nested>{children}</Nested> : null}
    </section>
  );
}

/** 'Live_Articles (count)' as a category tree and 'Saved_Concepts (count)'; collapses to a narrow strip. */
export function EditorSidebar({ categories, offSite, concepts, newArticle, selectedId, onSelectArticle, onSelectConcept }: Props) {
  const [collapsed, setCollapsed] = useState(false);
  const total = categories.reduce((sum, category) => sum + category.articleCount, 0);
  return (
    <Aside $collapsed={collapsed} aria-label="Articles and concepts">
      <CollapseButton
        type="button"
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        onClick={() => setCollapsed((value) => !value)}
      >
        {collapsed ? '»' : '«'}
      </CollapseButton>
      {collapsed ? null : (
        <Scroll>
          <NewArticle>{newArticle}</NewArticle>
          <Group title="Live_Articles" count={total}>
            {categories.map((category) => (
              <CategoryNode key={category.id} category={category} path={[]} selectedId={selectedId} onSelect={onSelectArticle} />
            ))}
          </Group>
          <Group title="Drafts" count={offSite.length}>
            {offSite.map((article) => (
              <li key={article.id}>
                <ItemButton type="button" aria-current={selectedId === article.id ? 'true' : undefined} onClick={() => onSelectArticle(article, ['Drafts'])}>
                  {article.title} <Count>({article.status === 'draft' ? 'draft' : 'unpublished'})</Count>
                </ItemButton>
              </li>
            ))}
          </Group>
          <Group title="Saved_Concepts" count={concepts.length}>
            {concepts.map((concept) => (
              <li key={concept.id}>
                <ItemButton type="button" aria-current={selectedId === concept.id ? 'true' : undefined} onClick={() => onSelectConcept(concept)}>
                  {concept.title}
                </ItemButton>
              </li>
            ))}
          </Group>
        </Scroll>
      )}
    </Aside>
  );
}

const Aside = styled.aside<{ $collapsed: boolean }>`
  position: relative;
  flex: 0 0 ${({ $collapsed }) => ($collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH)}px;
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH)}px;
  border-right: 1px solid ${color('border')};
  background: ${color('surface')};
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

const CollapseButton = styled.button`
  align-self: flex-end;
  width: 32px;
  height: 32px;
  margin: ${space(2)} ${space(2)} 0;
  border: 1px solid ${color('border')};
  border-radius: 6px;
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
`;

const NewArticle = styled.div`
  padding: ${space(2)} 0;
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 ${space(2)} ${space(3)};
  font-size: 0.9rem;
`;
