import type { MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { useLeaveGuard } from '../leaveGuard/LeaveGuard';
import { SECTIONS } from './sections';

/** The sections' links (Dashboard first); leaving unsaved changes asks first. */
export function AdminNav() {
  const navigate = useNavigate();
  const { confirmLeave } = useLeaveGuard();
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    confirmLeave(() => navigate(to));
  };
  const links = [{ navPath: '/admin', label: 'Dashboard' }, ...SECTIONS];
  return (
    <Nav aria-label="Admin sections">
      {links.map(({ navPath, label }) => (
        <Link key={navPath} to={navPath} end={navPath === '/admin'} onClick={go(navPath)}>
          {label}
        </Link>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  padding: ${space(2)} ${space(6)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('surface')};

  @media (max-width: 720px) {
    padding: ${space(2)} ${space(3)};
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
`;
