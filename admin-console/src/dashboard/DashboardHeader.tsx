import { useState } from 'react';
import styled from 'styled-components';
import { color, space, zIndex } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { useSession } from '../session/SessionProvider';
import type { StoredSession } from '../session/sessionStore';
import { ExpiryWarning } from '../session/ExpiryWarning';
import { useCountdown } from '../session/useCountdown';
import { useLeaveGuard } from '../leaveGuard/LeaveGuard';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { ConfirmDialog } from '../authoring/ConfirmDialog';

/**
 * Title, the admin's name, Notifications, the session countdown (logs out at zero, warning two minutes before), Logout
 * and Sign out everywhere, which asks first: it ends every session of the person and removes their passkeys.
 */
export function DashboardHeader({ session }: { session: StoredSession }) {
  const { logout, expire, signOutEverywhere } = useSession();
  const { confirmLeave } = useLeaveGuard();
  const report = useErrorReporter();
  const remaining = useCountdown(session.expiresAt, expire);
  const leaveEverywhere = () => signOutEverywhere().catch((error: unknown) => report(error, 'Could not sign out everywhere'));
  const [asking, setAsking] = useState(false);
  return (
    <Header>
      <Title>Admin Panel</Title>
      <Meta>
        <span>
          Signed in as <strong>{session.adminName}</strong>
        </span>
        <SiteLink href="/" target="_blank" rel="noopener noreferrer">
          Public site
        </SiteLink>
        <NotificationsButton token={session.token} />
        <Countdown aria-label="Session time remaining" title="Session time remaining" role="timer">
          {remaining}
        </Countdown>
        <Button $size="lg" type="button" onClick={() => confirmLeave(logout)}>
          Logout
        </Button>
        <Button
          $size="lg"
          type="button"
          title="End every admin session, on every device, and remove your passkeys (add them again after)"
          onClick={() => setAsking(true)}
        >
          Sign out everywhere
        </Button>
      </Meta>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        description="Every session of yours ends, on every device, this one included, and your passkeys are removed: add them again after you sign in."
        action="Sign out everywhere"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          confirmLeave(() => void leaveEverywhere());
        }}
      />
      <ExpiryWarning expiresAt={session.expiresAt} />
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3)} ${space(6)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('surface')};

  @media (max-width: 720px) {
    position: static;
    padding: ${space(2)} ${space(3)};
  }
  @media (max-width: 600px) {
    gap: ${space(1)};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.25rem;

  @media (max-width: 600px) {
    font-size: 1.0625rem;
  }
`;

/** On a phone (≤ 600 px) the header's controls are smaller, so they take two short rows rather than four. */
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};

  @media (max-width: 600px) {
    gap: ${space(1)} ${space(2)};
    font-size: 0.875rem;

    button {
      padding: ${space(1)} ${space(2)};
      font-size: 0.8125rem;
    }
  }
`;

const SiteLink = styled.a`
  color: ${color('accent')};
`;

const Countdown = styled.span`
  font-variant-numeric: tabular-nums;
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${color('border')};
  border-radius: 999px;
  font-size: 0.875rem;
  color: ${color('textMuted')};
`;
