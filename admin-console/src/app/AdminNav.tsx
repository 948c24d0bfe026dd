import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { useLeaveGuard } from '../leaveGuard/LeaveGuard';
import { SECTIONS } from './sections';
import { useReviewCount } from '../notifications/useReviewCount';

/** The width at and under which the sections fold behind the "Menu" button (a phone). */
const PHONE = '600px';

/**
 * The sections' links (Dashboard first), "Review queue" with its count of pending reviews for publishers; leaving
 * unsaved changes asks first. On a phone (≤ 600 px) the links fold behind a "Menu" disclosure button; choosing one, or
 * Escape, closes it.
 */
export function AdminNav({ token }: { token: string }) {
  const reviews = useReviewCount(token);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { confirmLeave } = useLeaveGuard();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    confirmLeave(() => navigate(to));
  };
  const links = [{ navPath: '/admin', label: 'Dashboard' }, ...SECTIONS];
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const current = links.find(({ navPath }) => pathname === navPath || (navPath !== '/admin' && pathname.startsWith(`${navPath}/`)));
  return (
    <Nav aria-label="Admin sections" onKeyDown={closeOnEscape}>
      <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> Menu
      </MenuButton>
      {current ? <Current aria-hidden="true">{current.label}</Current> : null}
      <Links id={listId} $open={open}>
        {links.map(({ navPath, label }) => (
          <Link key={navPath} to={navPath} end={navPath === '/admin'} onClick={go(navPath)}>
            {navPath === '/admin/reviews' && reviews ? `${label} (${reviews})` : label}
          </Link>
        ))}
      </Links>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  padding: ${space(2)} ${space(6)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('surface')};

  @media (max-width: 720px) {
    padding: ${space(2)} ${space(3)};
  }
`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${color('bgSubtle')};
  }

  @media (max-width: ${PHONE}) {
    display: inline-flex;
  }
`;

const Current = styled.span`
  display: none;
  color: ${color('textMuted')};

  @media (max-width: ${PHONE}) {
    display: inline;
  }
`;

const Links = styled.div<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};

  @media (max-width: ${PHONE}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    flex-basis: 100%;
  }
`;

const Link = styled(NavLink)`
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius.sm};
  color: ${color('text')};
  text-decoration: none;

  &:hover {
    background: ${color('bgSubtle')};
  }
  &[aria-current='page'] {
    background: ${color('accent')};
    color: ${color('accentText')};
  }

  @media (max-width: ${PHONE}) {
    padding: ${space(2)} ${space(3)};
  }
`;
