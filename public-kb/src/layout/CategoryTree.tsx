import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSidebarCategory } from '@kb/api-client';
import { articlePath, LIMITS, type SidebarCategory, type SidebarCategoryPage, type SidebarPath } from '@kb/contracts';
import { borderless, color, radius, space } from '@kb/ui';
import { rowButton } from './rowButton';
import { useFormatNumber, useT } from '../i18n/useT';
import { useCategoryName } from '../site/useCategoryName';

interface Shared {
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  currentSlug?: string;
  /** The pages the way to the current article starts each of its categories at, by category id. */
  opened: ReadonlyMap<string, SidebarCategoryPage>;
}

/** One loaded page of a category's articles (the path's page is used as it is, without a request). */
function ArticlePage({ categoryId, page, initial, currentSlug }: { categoryId: string; page: number; initial?: SidebarCategoryPage; currentSlug?: string }) {
  const { data } = useSidebarCategory(categoryId, page, initial);
  return (
    <>
      {data?.articles.map((article) => (
        <li key={article.slug}>
          <ArticleLink to={articlePath(article.slug)} aria-current={article.slug === currentSlug ? 'page' : undefined}>
            {article.title}
          </ArticleLink>
        </li>
      ))}
    </>
  );
}

/**
 * An expanded category: its articles a page at a time (starting at the current article's page, with
 * buttons for earlier and more), then its child categories.
 */
function CategoryContents({ category, shared }: { category: SidebarCategory; shared: Shared }) {
  const start = shared.opened.get(category.id);
  const first = start?.page ?? 0;
  const [range, setRange] = useState({ from: first, to: first });
  useEffect(() => setRange((r) => (first >= r.from && first <= r.to ? r : { from: first, to: first })), [first]);
  const initialOf = (page: number) => (start?.page === page ? start : undefined);
  const t = useT();
  const { data, error, mutate } = useSidebarCategory(category.id, range.from, initialOf(range.from));
  const pages = Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
  const remaining = category.ownArticleCount - (range.to + 1) * LIMITS.sidebarPageSize;
  return (
    <Group id={`kb-category-${category.id}`}>
      {range.from > 0 && (
        <li>
          <More type="button" onClick={() => setRange((r) => ({ ...r, from: r.from - 1 }))}>
            {t('sidebar.showEarlier')}
          </More>
        </li>
      )}
      {pages.map((page) => (
        <ArticlePage key={page} categoryId={category.id} page={page} initial={initialOf(page)} currentSlug={shared.currentSlug} />
      ))}
      {!data && !error && <Note aria-busy="true">{t('sidebar.loading')}</Note>}
      {error && !data && (
        <Note role="alert">
          {t('sidebar.categoryFailed')}{' '}
          <More type="button" onClick={() => void mutate()}>
            {t('common.tryAgain')}
          </More>
        </Note>
      )}
      {data && remaining > 0 && (
        <li>
          <More type="button" onClick={() => setRange((r) => ({ ...r, to: r.to + 1 }))}>
            {t('sidebar.showMore', { count: remaining })}
          </More>
        </li>
      )}
      {data?.children.map((child) => (
        <CategoryNode key={child.id} category={child} shared={shared} />
      ))}
    </Group>
  );
}

function CategoryNode({ category, shared }: { category: SidebarCategory; shared: Shared }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const open = shared.expanded.has(category.id);
  const name = useCategoryName()(category.name);
  return (
    <li>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={`kb-category-${category.id}`}
        aria-label={t('sidebar.categoryLabel', { name, count: category.articleCount })}
        onClick={() => shared.onToggle(category.id)}
      >
        <Chevron aria-hidden="true" data-open={open}>
          ›
        </Chevron>
        <Name>{name}</Name>
        <Count>{formatNumber(category.articleCount)}</Count>
      </Toggle>
      {open && <CategoryContents category={category} shared={shared} />}
    </li>
  );
}

/**
 * The top-level categories, each expanding to its articles and child categories (loaded when
 * expanded); the categories on the way to the current article are opened.
 */
export function CategoryTree({ roots, path, currentSlug }: { roots: SidebarCategory[]; path?: SidebarPath; currentSlug?: string }) {
  const pathIds = path?.categories.map((page) => page.category.id) ?? [];
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(pathIds));
  const pathKey = pathIds.join(',');
  useEffect(() => {
    if (!pathKey) return;
    setExpanded((previous) => {
      const ids = pathKey.split(',');
      return ids.every((id) => previous.has(id)) ? previous : new Set([...previous, ...ids]);
    });
  }, [pathKey]);
  const handleToggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const opened = new Map(path?.categories.map((page) => [page.category.id, page]));
  const shared: Shared = { expanded, onToggle: handleToggle, currentSlug, opened };
  // Deep in a large tree the current article is far down the sidebar: it is scrolled into the sidebar's view.
  const tree = useRef<HTMLUListElement>(null);
  useEffect(() => {
    tree.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [currentSlug, pathKey]);
  return (
    <Tree ref={tree}>
      {roots.map((category) => (
        <CategoryNode key={category.id} category={category} shared={shared} />
      ))}
    </Tree>
  );
}

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Group = styled.ul`
  margin: 0 0 ${space(1)} ${space(3)};
  padding: 0 0 0 ${space(2)};
  border-left: 1px solid ${color('border')};
  list-style: none;
`;

const Toggle = styled.button`
  ${rowButton}
  padding: ${space(1.5)} ${space(2)};
  border-radius: ${radius.sm};
  font-weight: 600;
  &:hover {
    background: ${color('bgSubtle')};
  }
`;

const Chevron = styled.span`
  display: inline-block;
  width: 0.75rem;
  color: ${color('textMuted')};
  transition: transform 0.15s;
  &[data-open='true'] {
    transform: rotate(90deg);
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
`;

const Count = styled.span`
  min-width: 1.75rem;
  padding: 0 ${space(1.5)};
  border-radius: 999px;
  background: ${color('bgSubtle')};
  border: 1px solid ${color('border')};
  color: ${color('textMuted')};
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;
`;

const ArticleLink = styled(Link)`
  display: block;
  padding: ${space(1)} ${space(2)};
  border-radius: ${radius.sm};
  color: ${color('textMuted')};
  font-size: 0.875rem;
  line-height: 1.4;
  text-decoration: none;
  &:hover {
    color: ${color('text')};
    background: ${color('bgSubtle')};
  }
  &[aria-current='page'] {
    background: ${color('bgSubtle')};
    color: ${color('accent')};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${color('accent')};
  }
`;

const More = styled.button`
  padding: ${space(1)} ${space(2)};
  ${borderless('accent')}
  font-size: 0.8125rem;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Note = styled.li`
  padding: ${space(1)} ${space(2)};
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;
