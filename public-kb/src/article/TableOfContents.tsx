import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { flattenToc, type TocEntry } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { CONTENTS_AT_TOP_MAX_WIDTH } from '../constants';
import { panelSection } from '../layout/panelSection';
import { useActiveHeading } from './useActiveHeading';
import { useT } from '../i18n/useT';
import articleTexts from '../i18n/catalogues/en.article.json';

function handleJump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

function Entries({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${encodeURIComponent(entry.id)}`}
            aria-current={entry.id === active ? 'location' : undefined}
            onClick={(event) => handleJump(event, entry.id)}
          >
            {entry.title}
          </a>
          {entry.children.length > 0 && <Entries entries={entry.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** The article's headings as links, the one at the top of the screen highlighted. */
function ContentsList({ entries }: { entries: TocEntry[] }) {
  const active = useActiveHeading(flattenToc(entries).map((entry) => entry.id));
  return <Entries entries={entries} active={active} />;
}

/** 'In This Article' in the right panel (wide screens; narrower ones have 'On this page' at the top). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useT(articleTexts);
  if (entries.length === 0) return null;
  return (
    <Nav aria-labelledby="kb-toc-heading">
      <h2 id="kb-toc-heading">{t('toc.title')}</h2>
      <ContentsList entries={entries} />
    </Nav>
  );
}

/** 'On this page': the same list, collapsed, at the top of the article on phones and tablets. */
export function OnThisPage({ entries }: { entries: TocEntry[] }) {
  const t = useT(articleTexts);
  if (entries.length === 0) return null;
  return (
    <TopNav aria-label={t('toc.onThisPage')} data-print-hide="">
      <details>
        <summary>{t('toc.onThisPage')}</summary>
        <ContentsList entries={entries} />
      </details>
    </TopNav>
  );
}

const links = css`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    padding-left: ${space(3)};
  }
  a {
    display: block;
    padding: ${space(1)} ${space(2)};
    border-left: 2px solid ${color('border')};
    color: ${color('textMuted')};
    font-size: 0.875rem;
    line-height: 1.4;
    text-decoration: none;
  }
  a:hover {
    color: ${color('text')};
  }
  a[aria-current] {
    border-left-color: ${color('accent')};
    color: ${color('accent')};
    font-weight: 600;
  }
`;

const Nav = styled.nav`
  ${panelSection}
  ${links}
  min-height: 0;
  overflow-y: auto;
  @media (max-width: ${CONTENTS_AT_TOP_MAX_WIDTH}px) {
    display: none;
  }
`;

const TopNav = styled.nav`
  ${links}
  margin: 0 0 ${space(6)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  summary {
    padding: ${space(3)} ${space(4)};
    font-weight: 600;
    cursor: pointer;
  }
  details > ul {
    padding: 0 ${space(4)} ${space(3)};
  }
  @media (min-width: ${CONTENTS_AT_TOP_MAX_WIDTH + 1}px) {
    display: none;
  }
`;
