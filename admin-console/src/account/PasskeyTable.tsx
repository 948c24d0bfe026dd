import type { Passkey } from '@kb/contracts';
import type { ReactNode } from 'react';
import { Row } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { Moment } from '../common/Moment';
import { Table } from '../insights/tableStyle';

interface Props {
  label: string;
  passkeys: Passkey[];
  onRemove: (passkey: Passkey) => void;
  /** An action before Remove (Rename, on the person's own passkeys). */
  action?: (passkey: Passkey) => ReactNode;
}

/** Passkeys as a table (name, added, last used), each with Remove: a person's own (Account) or, for owners, anyone's (People). */
export function PasskeyTable({ label, passkeys, onRemove, action }: Props) {
  return (
    <Table aria-label={label} columns={['Passkey', 'Added', 'Last used', 'Actions']}>
      {passkeys.map((passkey) => (
        <tr key={passkey.id}>
          <th scope="row">{passkey.label}</th>
          <td>
            <Moment at={passkey.createdAt} />
          </td>
          <td>{passkey.lastUsedAt ? <Moment at={passkey.lastUsedAt} /> : 'Never'}</td>
          <td>
            <Row $gap={2}>
              {action?.(passkey)}
              <Button type="button" $size="sm" aria-label={`Remove ${passkey.label}`} onClick={() => onRemove(passkey)}>
                Remove
              </Button>
            </Row>
          </td>
        </tr>
      ))}
    </Table>
  );
}
