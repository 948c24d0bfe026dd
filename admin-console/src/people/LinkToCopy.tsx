import { useState } from 'react';
import styled from 'styled-components';
import type { PersonLink } from '@kb/contracts';
import { space } from '@kb/ui';
import { Button, Input } from '@kb/ui/controls';
import { Panel } from '../common/Panel';
import { dateTime } from '../common/dates';

/** An invitation or reset link, shown once to copy (and whether it was mailed too). */
export function LinkToCopy({ issued, purpose }: { issued: PersonLink; purpose: 'Invitation' | 'Password reset' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(issued.link).catch(() => undefined);
    setCopied(true);
  };
  const expires = dateTime(issued.expiresAt);
  return (
    <Box role="status" aria-label={`${purpose} link for ${issued.person.name}`}>
      <p>
        {purpose} link for <strong>{issued.person.email}</strong>: it works once, until {expires}.{' '}
        {issued.mailed ? 'It was also sent by mail.' : 'Copy it and send it to them.'}
      </p>
      <Row>
        <Input readOnly value={issued.link} aria-label={`${purpose} link to copy`} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" $size="lg" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </Row>
    </Box>
  );
}

const Box = styled(Panel)`
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${space(2)};
  input {
    flex: 1;
    min-width: 0;
  }
`;
