import styled from 'styled-components';
import { Button } from '@kb/ui/controls';
import { WarningBar } from '../common/WarningBar';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { useSession } from './SessionProvider';
import { useRemainingMs } from './useCountdown';

/** The warning shows this long before the session ends. */
const WARN_BEFORE_MS = 2 * 60_000;

/**
 * Two minutes before the session ends: a warning with "Stay signed in", which renews it. If it ends
 * anyway, the editor's unsaved text, autosaved on the server, is offered again after signing in.
 */
export function ExpiryWarning({ expiresAt }: { expiresAt: number }) {
  const { renew } = useSession();
  const report = useErrorReporter();
  const remaining = useRemainingMs(expiresAt);
  if (remaining > WARN_BEFORE_MS || remaining <= 0) return null;
  return (
    <Warning role="alert">
      <span>Your session ends in less than {WARN_BEFORE_MS / 60_000} minutes. Unsaved text is saved automatically and offered again after you sign in.</span>
      <Button $variant="primary" $size="lg" type="button" onClick={() => void renew().catch((error: unknown) => report(error, 'Could not renew the session'))}>
        Stay signed in
      </Button>
    </Warning>
  );
}

const Warning = styled(WarningBar)`
  flex-basis: 100%;
`;
