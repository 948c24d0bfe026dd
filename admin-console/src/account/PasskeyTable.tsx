import type { Passkey } from '@kb/contracts';
import { Button } from '@kb/ui/controls';
import { Moment } from '../common/Moment';
import { Table } from '../insights/tableStyle';

/** Passkeys as a table (name, added, last used), each with Remove: a person's own (Account) or, for owners, anyone's (People). */
export function PasskeyTable({ label, passkeys, onRemove }: { label: string; passkeys: Passkey[]; onRemove: (passkey: Passkey) => void }) {
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
            <Button type="button" $size="sm" aria-label={`Remove ${passkey.label}`} onClick={() => onRemove(passkey)}>
              Remove
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
