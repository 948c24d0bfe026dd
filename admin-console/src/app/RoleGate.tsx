import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminCallName } from '@kb/contracts';
import { color, space } from '@kb/ui';
import { useCallAllowed } from '../people/usePeople';

/**
 * A section whose changes need a role the session lacks: shown with the reason ("Needs the Publisher
 * role") and every control in it disabled (a disabled fieldset), so it can be read but not changed.
 */
export function RoleGate({ token, call, children }: { token: string; call: AdminCallName; children: ReactNode }) {
  const { allowed, reason } = useCallAllowed(token, call);
  if (allowed) return <>{children}</>;
  return (
    <>
      <Reason role="note">{reason}: you can look, not change.</Reason>
      <Gate disabled title={reason ?? undefined}>
        {children}
      </Gate>
    </>
  );
}

const Reason = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color('textMuted')};
`;

const Gate = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
