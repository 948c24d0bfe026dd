import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Category } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';

/** Ids of the categories on the way to the article, outermost first; empty when it is in none. */
export function categoryPathTo(categories: Category[], slug: string | undefined): string[] {
  if (!slug) return [];
  for (const category of categories) {
    if (category.articles.some((article) => article.slug === slug)) return [category.id];
    const below = categoryPathTo(category.children, slug);
    if (below.length) return [category.id, ...below];
  }
  return [];
}

interface NodeProps {
  category: Category;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  currentSlug?: string;
}

function CategoryNode({ category, expanded, onToggle, currentSlug }: NodeProps) {
  const open = expanded.has(category.id);
  const groupId = `kb-category-${category.id}`;
  return (
    <li>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={groupId}
        aria-label={`${category.name}, ${category.articleCount} ${category.articleCount === 1 ? 'article' : 'articles'}`}
        onClick={() => onToggle(category.id)}
      >
        <Chevron aria-hidden="true" data-open={open}>
          ›
        </Chevron>
        <Name>{category.name}</Name>
        <Count>{category.articleCount}</Count>
      </Toggle>
      {open && (
        <Group id={groupId}>
          {category.articles.map((article) => (
            <li key={article.id}>
              <ArticleLink to={`/article/${encodeURIComponent(article.slug)}`} aria-current={article.slug === currentSlug ? 'page' : undefined}>
                {article.title}
              </ArticleLink>
            </li>
          ))}
          {category.children.map((child) => (
            <CategoryNode key={child.id} category={child} expanded={expanded} onToggle={onToggle} currentSlug={currentSlug} />
          ))}
        </Group>
      )}
    </li>
  );
}

/** Categories that expand to their articles and child categories; the current article's are opened. */
export function CategoryTree({ categories, currentSlug }: { categories: Category[]; currentSlug?: string }) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(categoryPathTo(categories, currentSlug)));
  const pathKey = categoryPathTo(categories, currentSlug).join(',');
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
  return (
    <Tree>
      {categories.map((category) => (
        <CategoryNode key={category.id} category={category} expanded={expanded} onToggle={handleToggle} currentSlug={currentSlug} />
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
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  padding: ${space(1.5)} ${space(2)};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color('text')};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
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
