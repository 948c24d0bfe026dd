import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAuditLog, useAuditPeople } from '@kb/api-client/admin';
import type { AuditLogQuery } from '@kb/contracts';
import { color, FieldRow, space } from '@kb/ui';
import { Button, FieldLabel } from '@kb/ui/controls';
import { auditSentence } from './auditSentence';
import { Empty } from '../common/Empty';
import { Table } from './tableStyle';
import { Moment } from '../common/Moment';

const PAGE = 50;

/**
 * The "Audit log": who did what and when, each entry a sentence with names and titles (auditSentence), newest first, filtered by person (people since removed
 * included), admin name, action and date.
 * On its own page the page's title names it; inside Insights (`headed`) it has a heading of its own.
 */
export function AuditLogPanel({ token, headed = false }: { token: string; headed?: boolean }) {
  const [filters, setFilters] = useState<AuditLogQuery>({ limit: PAGE });
  const { data, error, isLoading } = useAuditLog(token, filters);
  // The team and people since removed: what they did stays findable by person.
  const { data: people } = useAuditPeople(token);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilters({ limit: PAGE, personId: value('personId'), adminName: value('adminName'), action: value('action'), from: value('from'), to: value('to') });
  };

  return (
    <section aria-label="Audit log">
      {headed ? <h3>Audit log</h3> : null}
      <Filters onSubmit={apply} aria-label="Audit log filters">
        <FieldLabel>
          Person
          <select name="personId" defaultValue="">
            <option value="">Everyone</option>
            <option value="site-administrator">Site administrator (shared password)</option>
            {people?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.removed ? `${person.name} (removed)` : person.name}
              </option>
            ))}
          </select>
        </FieldLabel>
        <FieldLabel>
          Admin <input name="adminName" />
        </FieldLabel>
        <FieldLabel>
          Action <input name="action" placeholder="revision.publish" />
        </FieldLabel>
        <FieldLabel>
          From <input name="from" type="date" />
        </FieldLabel>
        <FieldLabel>
          To <input name="to" type="date" />
        </FieldLabel>
        <Button $variant="primary" $size="lg" type="submit">
          Filter
        </Button>
      </Filters>
      {error && <Empty>The audit log could not be loaded.</Empty>}
      {isLoading && <Empty>Loading the audit log…</Empty>}
      {data && data.length === 0 && <Empty>No entries match.</Empty>}
      {data && data.length > 0 && (
        <Table columns={['When', 'What happened', 'Action']}>
          {data.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Moment at={entry.createdAt} />
              </td>
              <td>{auditSentence(entry)}</td>
              <td>
                <Code>{entry.action}</Code>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

const Code = styled.code`
  font-size: 0.75rem;
  color: ${color('textMuted')};
`;

const Filters = styled(FieldRow).attrs({ as: 'form' })`
  margin-bottom: ${space(3)};
`;
