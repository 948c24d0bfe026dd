import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LIMITS } from '@kb/contracts';
import { borderless, color, radius, Row, space } from '@kb/ui';
import { SEARCH_BUTTON_LOCK_MS } from '../constants';
import { accentButton } from './accentButton';
import { searchPath } from './searchUrl';
import { useT } from '../i18n/useT';

/**
 * Header search: a query field, the 'Search Summary' toggle (on by default; on the search page it shows
 * the page's setting) and a Search button that stays disabled for 500 ms after each submit.
 *
 * The form works before the app has taken over the server's page, or without JavaScript: it is an ordinary GET
 * form to the edition's search page. Text typed before the take-over is kept and is what a later submit searches.
 */
export function SearchBar() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname === '/search';
  const params = new URLSearchParams(location.search);
  const urlQuery = onSearchPage ? (params.get('q') ?? '') : '';
  const urlSummary = onSearchPage ? params.get('aiSummary') === 'true' : true;
  const [query, setQuery] = useState(urlQuery);
  const [summary, setSummary] = useState(urlSummary);
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const field = useRef<HTMLInputElement>(null);
  const action = useHref('/search');

  useEffect(() => {
    if (!onSearchPage) return;
    setQuery(urlQuery);
    setSummary(urlSummary);
  }, [onSearchPage, urlQuery, urlSummary]);

  // React keeps what a reader typed into the server's field before hydration, but its state does not know
  // it (after the URL's query above, so the typed text wins on the search page too).
  useEffect(() => {
    if (field.current) setQuery(field.current.value);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The field's own text: a submit while the page is still being taken over makes React hydrate at once and
    // call this before the effect above has told it about text typed earlier.
    const trimmed = (field.current?.value ?? query).trim();
    if (!trimmed || locked) return;
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), SEARCH_BUTTON_LOCK_MS);
    navigate(searchPath(trimmed, summary));
  }

  function handleToggle() {
    const next = !summary;
    setSummary(next);
    if (onSearchPage && urlQuery.trim()) navigate(searchPath(urlQuery, next), { replace: true });
  }

  return (
    <Form role="search" action={action} method="get" onSubmit={handleSubmit}>
      <Field>
        <label htmlFor="kb-search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <Input
          ref={field}
          id="kb-search-input"
          name="q"
          type="search"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          maxLength={LIMITS.searchQueryMax}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SubmitButton type="submit" disabled={locked}>
          {t('search.button')}
        </SubmitButton>
      </Field>
      {summary && <input type="hidden" name="aiSummary" value="true" />}
      <Toggle type="button" role="switch" aria-checked={summary} onClick={handleToggle}>
        <Track aria-hidden="true" data-on={summary} />
        {t('summary.toggle')}
      </Toggle>
    </Form>
  );
}

const Form = styled(Row).attrs({ as: 'form', $columnGap: 3 })`
  flex: 1;
  min-width: 0;
  max-width: 40rem;
`;

const Field = styled.div`
  display: flex;
  flex: 1 1 14rem;
  min-width: 0;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('textMuted')};
  border-right: 0;
  border-radius: ${radius.md} 0 0 ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  &::placeholder {
    color: ${color('textMuted')};
  }
`;

const SubmitButton = styled.button`
  padding: ${space(2)} ${space(4)};
  border-radius: 0 ${radius.md} ${radius.md} 0;
  ${accentButton('accent', 'accentText')}
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} 0;
  ${borderless('text')}
  font-size: 0.875rem;
  white-space: nowrap;
  cursor: pointer;
`;

const Track = styled.span`
  position: relative;
  width: 2.25rem;
  height: 1.25rem;
  border-radius: 999px;
  border: 1px solid ${color('textMuted')};
  background: ${color('bgSubtle')};
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 0.875rem;
    height: 0.875rem;
    border-radius: 50%;
    background: ${color('textMuted')};
    transition: transform 0.15s;
  }
  &[data-on='true'] {
    border-color: ${color('accent')};
    background: ${color('accent')};
  }
  &[data-on='true']::after {
    transform: translateX(1rem);
    background: ${color('accentText')};
  }
`;
