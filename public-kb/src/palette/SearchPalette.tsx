import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { recordSearchClick, reportMissingArticle } from '@kb/api-client';
import { articlePath, LIMITS } from '@kb/contracts';
import { bordered, borderless, color, radius, space, zIndex } from '@kb/ui';
import { Dialog, DialogContent, DialogOverlay, DialogPortal, DialogTitle } from '@kb/ui/dialog';
import { searchPath } from '../search/searchUrl';
import { clearHistory, readHistory, rememberArticle, rememberSearch } from './history';
import { PaletteKeys } from './PaletteKeys';
import { PaletteOption } from './PaletteOption';
import { enterChoice, itemKey, PALETTE_RESULTS_MAX, paletteGroups, resultHref, type PaletteItem } from './paletteItems';
import { answers, usePaletteSearch, type PaletteSearch } from './usePaletteSearch';
import { fadedWhileBusy } from '../search/fadedWhileBusy';
import { useT } from '../i18n/useT';
import type { Translate } from '../i18n/translate';
import paletteTexts from '../i18n/catalogues/en.palette.json';
import missingTexts from '../i18n/catalogues/en.missing.json';
import { ENTER_WAIT_MS } from './paletteTiming';

const LISTBOX_ID = 'kb-palette-listbox';
const optionId = (index: number) => `kb-palette-option-${index}`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** What the reader typed since asking for the palette, before its field had the focus (the launcher keeps it). */
  takeTypedEarly?: () => string;
}

/**
 * The search palette (⌘K, Ctrl+K, '/'): results as the reader types, following the WAI-ARIA combobox
 * pattern (the field keeps the focus; ↑ ↓ move through the listbox, Enter opens, ⌘/Ctrl+Enter opens in a
 * new tab, Esc closes). A full-screen sheet on small screens.
 */
export default function SearchPalette({ open, onClose, takeTypedEarly }: Props) {
  const t = useT(missingTexts, paletteTexts);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState(readHistory);
  /** The highlighted item (by itemKey): it stays highlighted when the list is replaced, the first item when it is gone. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  /** The answer to "Report a missing article", for the query it was sent with. */
  const [report, setReport] = useState<{ query: string; text: string } | null>(null);
  /** An Enter pressed before the text typed was answered: what the reader had moved to, and until when it waits. */
  const [waiting, setWaiting] = useState<{ query: string; movedTo: string | null; newTab: boolean; until: number } | null>(null);
  const left = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const [search, settle] = usePaletteSearch(query);
  const groups = useMemo(() => paletteGroups(query, search, history), [query, search, history]);
  const items = groups.flatMap((group) => group.items);
  const itemKeys = items.map(itemKey);
  const active = Math.max(0, activeKey === null ? 0 : itemKeys.indexOf(activeKey));
  const q = query.trim();
  const answered = answers(search, q);
  /** The list shows the answer to an earlier text while the text typed is searched. */
  const updating = search.status === 'loading' && items.length > 0;
  useEffect(() => {
    if (!open) return;
    left.current = false;
    setHistory(readHistory());
  }, [open]);

  // The waiting Enter acts once the text typed is answered, or after ENTER_WAIT_MS; typing on or closing drops it.
  useEffect(() => {
    if (!waiting) return;
    const go = (item: PaletteItem) => {
      setWaiting(null);
      choose(item, waiting.newTab);
    };
    if (!open || waiting.query !== q) setWaiting(null);
    else if (answered) go(enterChoice(items, waiting.movedTo, q));
    else {
      const timer = setTimeout(() => go({ kind: 'searchPage', query: q }), waiting.until - performance.now());
      return () => clearTimeout(timer);
    }
    // The list and `choose` are those of the render where the text typed is answered (they follow `answered` and `q`).
  }, [waiting, answered, open, q]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Closing with results on screen settles on their query (counted as a search). */
  function close() {
    settle();
    onClose();
  }

  function choose(item: PaletteItem, newTab: boolean) {
    const go = (href: string) => {
      if (newTab) return void window.open(href, '_blank', 'noopener');
      left.current = true;
      setQuery('');
      onClose();
      navigate(href);
    };
    switch (item.kind) {
      case 'recentSearch':
        return setQuery(item.query);
      case 'recentArticle':
        rememberArticle({ slug: item.slug, title: item.title });
        return go(articlePath(item.slug));
      case 'result':
        settle(item.query);
        recordSearchClick({ q: item.query, articleId: item.result.id, position: item.position });
        rememberSearch(item.query);
        setHistory(rememberArticle({ slug: item.result.slug, title: item.result.title }));
        return go(resultHref(item.result));
      case 'allResults':
      case 'searchPage':
        setHistory(rememberSearch(item.query));
        return go(searchPath(item.query, true));
      case 'reportMissing': {
        settle(item.query);
        const answer = (text: string) => setReport({ query: item.query, text });
        return void reportMissingArticle(item.query).then(
          (counted) => answer(t(counted ? 'missing.thanks' : 'missing.already', { query: item.query })),
          () => answer(t('missing.failed')),
        );
      }
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move && items.length > 0) {
      event.preventDefault();
      setActiveKey(itemKeys[(active + move + items.length) % items.length]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const newTab = event.metaKey || event.ctrlKey;
      // Before the text typed is answered, the list (an earlier answer, or nothing) is not what Enter acts on.
      if (q && !answered) setWaiting({ query: q, movedTo: activeKey, newTab, until: performance.now() + ENTER_WAIT_MS });
      else if (items[active]) choose(items[active], newTab);
    }
  }

  function handleCloseAutoFocus(event: Event) {
    event.preventDefault();
    // After opening an article the new page keeps the focus; otherwise it goes back where it was.
    if (!left.current) returnFocus.current?.focus();
  }

  const status = (report?.query === q ? report.text : null) ?? statusText(t, query, search, items.length);
  let index = -1;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogPortal>
        <DialogOverlay />
        <Sheet
          aria-describedby={undefined}
          // Runs before the focus moves into the palette: remembers where it was, and puts in the field what
          // was typed before. Radix would focus the field with its text selected, so that the next key would
          // replace it: the field is focused here instead, with that text in it and the caret after it.
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement as HTMLElement | null;
            const typed = takeTypedEarly?.();
            if (!typed || !field.current) return;
            event.preventDefault();
            field.current.value = typed;
            setQuery(typed);
            field.current.focus();
          }}
          onCloseAutoFocus={handleCloseAutoFocus}
        >
          <DialogTitle className="visually-hidden">{t('search.label')}</DialogTitle>
          <Field>
            <Input
              ref={field}
              type="text"
              role="combobox"
              aria-label={t('palette.field')}
              aria-autocomplete="list"
              aria-expanded={items.length > 0}
              aria-controls={LISTBOX_ID}
              aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              maxLength={LIMITS.searchQueryMax}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={handleKeyDown}
            />
            <Close type="button" onClick={onClose}>
              {t('palette.close')}
            </Close>
          </Field>
          <Status role="status" className={status && !updating ? undefined : 'visually-hidden'}>
            {status ?? (search.status === 'done' && q ? t('palette.resultCount', { count: Math.min(search.results.length, PALETTE_RESULTS_MAX) }) : '')}
          </Status>
          <List
            id={LISTBOX_ID}
            role="listbox"
            aria-label={t('palette.suggestions')}
            aria-busy={updating}
            // The query the shown results answer (\`pnpm bench:palette\` waits for it).
            data-query={search.status === 'done' ? search.query : undefined}
          >
            {groups.map((group) => (
              <div key={group.label ?? 'results'} role="group" aria-label={group.label ? t(group.label) : undefined}>
                {group.label && <GroupLabel aria-hidden="true">{t(group.label)}</GroupLabel>}
                {group.items.map((item) => {
                  index += 1;
                  const at = index;
                  return (
                    <PaletteOption
                      key={at}
                      id={optionId(at)}
                      item={item}
                      active={at === active}
                      onPoint={() => setActiveKey(itemKeys[at]!)}
                      onChoose={(newTab) => choose(item, newTab)}
                    />
                  );
                })}
              </div>
            ))}
          </List>
          <PaletteKeys />
          {!q && (history.searches.length > 0 || history.articles.length > 0) && (
            <Clear type="button" onClick={() => setHistory(clearHistory())}>
              {t('palette.clearHistory')}
            </Clear>
          )}
        </Sheet>
      </DialogPortal>
    </Dialog>
  );
}

/** The visible line above the list: a hint, a wait, a failure or "no results". */
function statusText(t: Translate, query: string, search: PaletteSearch, itemCount: number): string | null {
  if (!query.trim()) return itemCount === 0 ? t('palette.typeToSearch') : null;
  if (search.status === 'error') return t('palette.unavailable');
  if (search.status === 'done' && search.results.length === 0) return t('palette.noResults', { query: search.query });
  if (search.status === 'loading') return t('search.searching');
  return null;
}

const Sheet = styled(DialogContent)`
  top: 12vh;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  width: min(40rem, calc(100vw - ${space(8)}));
  max-height: 76vh;
  padding: ${space(3)};
  overflow: hidden;
  z-index: ${zIndex.dialog};
  @media (max-width: 599px) {
    inset: 0;
    transform: none;
    width: 100%;
    max-height: none;
    height: 100%;
    border-radius: 0;
  }
`;

const Field = styled.div`
  display: flex;
  gap: ${space(2)};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${space(3)};
  border: 1px solid ${color('textMuted')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  font-size: 1.0625rem;
`;

const Close = styled.button`
  padding: ${space(2)} ${space(3)};
  ${bordered('md', 'none')}
  cursor: pointer;
`;

const Status = styled.p`
  margin: ${space(3)} ${space(1)} 0;
  color: ${color('textMuted')};
`;

const List = styled.div`
  overflow-y: auto;
  margin-top: ${space(2)};
  ${fadedWhileBusy}
`;

const GroupLabel = styled.div`
  margin: ${space(3)} ${space(3)} ${space(1)};
  color: ${color('textMuted')};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Clear = styled.button`
  align-self: flex-start;
  margin-top: ${space(2)};
  padding: ${space(1)} ${space(3)};
  ${borderless('accent')}
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
`;
