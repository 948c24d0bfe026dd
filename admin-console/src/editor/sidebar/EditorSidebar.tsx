import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAdminTree } from '@kb/api-client/admin';
import { WORK_FILTER_LABELS, WORK_FILTERS, type SavedConcept, type WorkFilter } from '@kb/contracts';
import { color, space, zIndex } from '@kb/ui';
import { ArticleSearch } from './ArticleSearch';
import { Caret, CategoryLevel, Count, ItemButton, Nested, Toggle } from './CategoryNode';

/** SPEC §9: the editor sidebar is 460 px wide, or 48 px collapsed. Narrower screens get it as a drawer over the editor. */
const SIDEBAR_WIDTH = 460;
const SIDEBAR_COLLAPSED_WIDTH = 48;
export const DRAWER_QUERY = '(max-width: 720px)';

interface Props {
  token: string;
  concepts: SavedConcept[];
  /** The "New article" button. */
  newArticle: ReactNode;
  selectedId: string | null;
  onSelectArticle: (articleId: string) => void;
  onSelectConcept: (concept: SavedConcept) => void;
}

function Group({ title, count, children }: { title: string; count: number | null; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section>
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Caret aria-hidden>{open ? '▾' : '▸'}</Caret>
        <span>{title}</span> {count === null ? null : <Count>({count})</Count>}
      </Toggle>
      {open ? <Nested>{children}</Nested> : null}
    </section>
  );
}

const isNarrow = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DRAWER_QUERY).matches;

/**
 * A title/slug search, the work filters with their counts (Drafts, My drafts, In review, Needs a publisher: each
 * lists its articles, which the search narrows), 'Live_Articles (count of the published)' as a category tree
 * fetched level by level (drafts and unpublished articles in their categories), and 'Saved_Concepts (count)'. Collapses to a narrow strip;
 * on a narrow screen it starts closed and opens as a drawer over the editor.
 */
export function EditorSidebar({ token, concepts, newArticle, selectedId, onSelectArticle, onSelectConcept }: Props) {
  const [collapsed, setCollapsed] = useState(isNarrow);
  const [searching, setSearching] = useState(false);
  const [filter, setFilter] = useState<WorkFilter | null>(null);
  const roots = useAdminTree(token, null);
  const counts = roots.data?.counts;
  // Live_Articles counts what readers can see: drafts (listed in their categories) are not counted (an API without the counts: every article).
  const total = counts ? counts.live : roots.data ? roots.data.categories.reduce((sum, category) => sum + category.articleCount, 0) : null;
  const closeOnNarrow = () => isNarrow() && setCollapsed(true);
  // However an article is opened (the drawer, Back, a link, a new article), the drawer gives it the screen.
  useEffect(() => {
    if (selectedId && isNarrow()) setCollapsed(true);
  }, [selectedId]);
  const tree = {
    token,
    selectedId,
    onSelect: (id: string) => {
      closeOnNarrow();
      onSelectArticle(id);
    },
  };
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
        <DrawerLabel>{collapsed ? 'Articles' : 'Close'}</DrawerLabel>
      </CollapseButton>
      {collapsed ? null : (
        <Scroll>
          <NewArticle>{newArticle}</NewArticle>
          <Filters role="group" aria-label="Find work">
            {WORK_FILTERS.map((name) => (
              <FilterButton key={name} type="button" aria-pressed={filter === name} onClick={() => setFilter(filter === name ? null : name)}>
                {WORK_FILTER_LABELS[name]} ({counts ? counts[name] : '…'})
              </FilterButton>
            ))}
          </Filters>
          <ArticleSearch {...tree} filter={filter} onQueryChange={setSearching} />
          {searching || filter ? null : (
            <>
              <Group title="Live_Articles" count={total}>
                <CategoryLevel {...tree} parentId={null} />
              </Group>
              <Group title="Saved_Concepts" count={concepts.length}>
                {concepts.map((concept) => (
                  <li key={concept.id}>
                    <ItemButton
                      type="button"
                      aria-current={selectedId === concept.id ? 'true' : undefined}
                      onClick={() => {
                        closeOnNarrow();
                        onSelectConcept(concept);
                      }}
                    >
                      {concept.title}
                    </ItemButton>
                  </li>
                ))}
              </Group>
            </>
          )}
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

  @media ${DRAWER_QUERY} {
    flex: 0 0 auto;
    width: 100%;
    border-right: none;
    border-bottom: 1px solid ${color('border')};
    ${({ $collapsed }) =>
      $collapsed
        ? ''
        : `
      position: absolute;
      inset: 0;
      z-index: ${zIndex.sidebar};
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
    `}
  }
`;

const CollapseButton = styled.button`
  align-self: flex-end;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-width: 32px;
  height: 32px;
  margin: ${space(2)} ${space(2)} 0;
  border: 1px solid ${color('border')};
  border-radius: 6px;
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;

  @media ${DRAWER_QUERY} {
    align-self: flex-start;
    margin: ${space(2)};
    padding: 0 ${space(3)};
  }
`;

const DrawerLabel = styled.span`
  display: none;
  @media ${DRAWER_QUERY} {
    display: inline;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  padding-bottom: ${space(2)};
`;

const FilterButton = styled.button`
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${color('border')};
  border-radius: 999px;
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${color('accent')};
    border-color: ${color('accent')};
    color: ${color('accentText')};
  }
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
