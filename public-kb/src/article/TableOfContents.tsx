import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { TocEntry } from '@kb/contracts';
import { color, space } from '@kb/ui';
import { panelSection } from '../layout/panelSection';
import { useActiveHeading } from './useActiveHeading';

function flatIds(entries: TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flatIds(entry.children)]);
}

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
          <a href={`#${encodeURIComponent(entry.id)}`} aria-current={entry.id === active ? 'location' : undefined} onClick={(event) => handleJump(event, entry.id)}>
            {entry.title}
          </a>
          {entry.children.length > 0 && <Entries entries={entry.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** 'In This Article': the article's headings, the one at the top of the screen highlighted. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const active = useActiveHeading(flatIds(entries));
  if (entries.length === 0) return null;
  return (
    <Nav aria-labelledby="kb-toc-heading">
      <h2 id="kb-toc-heading">In This Article</h2>
      <Entries entries={entries} active={active} />
    </Nav>
  );
}

const Nav = styled.nav`
  ${panelSection}
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
