import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useArticle } from '@kb/api-client';
import { useArticleSearch } from '@kb/api-client/admin';
import { articlePath, flattenToc, type TocEntry } from '@kb/contracts';
import { color, space } from '@kb/ui';
import { Prompt, PromptInput } from './Prompt';

interface Props {
  token: string;
  /** The chosen article's address and title. */
  onChoose: (href: string, title: string) => void;
  onCancel: () => void;
}

/** A live article's sections (its headings as readers have them, with their anchors); choosing one links to it. */
function ArticleSections({ slug, onChoose }: { slug: string; onChoose: (section: TocEntry) => void }) {
  const { data, error } = useArticle(slug);
  if (error) return <Note>The sections could not be read.</Note>;
  if (!data) return <Note role="status">Loading sections…</Note>;
  const headings = flattenToc(data.tableOfContents);
  if (headings.length === 0) return <Note>This article has no sections.</Note>;
  return (
    <Sections aria-label={`Sections of ${data.title}`}>
      {headings.map((heading) => (
        <li key={heading.id} style={{ paddingLeft: `${(heading.level - 2) * 0.75}rem` }}>
          <button type="button" onClick={() => onChoose(heading)}>
            {heading.title}
          </button>
        </li>
      ))}
    </Sections>
  );
}

/**
 * "Link to article": find an article by title or slug, and link to it (by its id) with its title; or open a live
 * article's "Sections" and link to one of its headings (`/article/<id>#<anchor>`, with the heading as the text).
 */
export function ArticleLinkPrompt({ token, onChoose, onCancel }: Props) {
  const [text, setText] = useState('');
  /** The article whose sections are listed. */
  const [opened, setOpened] = useState<string | null>(null);
  const typed = useDeferredValue(text.trim());
  const { data } = useArticleSearch(token, typed.length >= 2 ? typed : '', 0);
  const id = useId();
  const rows = typed.length >= 2 ? (data?.rows ?? []).slice(0, 6) : [];
  // By id: a rename never breaks it; readers get the current slug (the publish writes it).
  const choose = (row: { id: string; title: string }) => onChoose(articlePath(row.id), row.title);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rows[0]) choose(rows[0]);
  };
  return (
    <Prompt label="Link to article" onSubmit={handleSubmit} onCancel={onCancel} error="">
      <label htmlFor={`${id}-article`}>Article</label>
      <PromptInput id={`${id}-article`} value={text} placeholder="Title or slug" onChange={(e) => setText(e.target.value)} autoFocus />
      <Results aria-label="Articles">
        {rows.map((row) => (
          <li key={row.id}>
            <RowLine>
              <button type="button" id={`${id}-${row.id}`} onClick={() => choose(row)}>
                {row.title}
              </button>
              {row.status === 'published' ? (
                <SectionsToggle
                  type="button"
                  aria-expanded={opened === row.id}
                  aria-describedby={`${id}-${row.id}`}
                  onClick={() => setOpened(opened === row.id ? null : row.id)}
                >
                  Sections
                </SectionsToggle>
              ) : null}
            </RowLine>
            {opened === row.id ? <ArticleSections slug={row.slug} onChoose={(section) => onChoose(articlePath(row.id, section.id), section.title)} /> : null}
          </li>
        ))}
      </Results>
    </Prompt>
  );
}

const Results = styled.ul`
  flex-basis: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    padding: ${space(1)} ${space(2)};
    border: 0;
    background: none;
    color: ${color('accent')};
    text-align: left;
    cursor: pointer;
  }
`;

const RowLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};

  > button:first-child {
    flex: 1;
    min-width: 0;
  }
`;

const SectionsToggle = styled.button`
  && {
    width: auto;
    flex: none;
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
  &[aria-expanded='true'] {
    color: ${color('text')};
  }
`;

const Sections = styled.ul`
  margin: 0 0 ${space(1)} ${space(3)};
  padding: 0;
  list-style: none;
  border-left: 2px solid ${color('border')};
`;

const Note = styled.p`
  margin: 0 0 ${space(1)} ${space(3)};
  color: ${color('textMuted')};
  font-size: 0.875rem;
`;
