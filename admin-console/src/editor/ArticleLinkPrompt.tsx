import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useArticleSearch } from '@kb/api-client/admin';
import { color, space } from '@kb/ui';
import { Prompt, PromptInput } from './Prompt';

interface Props {
  token: string;
  /** The chosen article's address and title. */
  onChoose: (href: string, title: string) => void;
  onCancel: () => void;
}

/** "Link to article": find an article by title or slug, and link to it (by its id) with its title. */
export function ArticleLinkPrompt({ token, onChoose, onCancel }: Props) {
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  const { data } = useArticleSearch(token, typed.length >= 2 ? typed : '', 0);
  const id = useId();
  const rows = typed.length >= 2 ? (data?.rows ?? []).slice(0, 6) : [];
  // By id: a rename never breaks it; readers get the current slug (the publish writes it).
  const choose = (row: { id: string; title: string }) => onChoose(`/article/${row.id}`, row.title);
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
            <button type="button" onClick={() => choose(row)}>
              {row.title}
            </button>
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
