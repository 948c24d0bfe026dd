import { useState, type FormEvent } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import type { VersionRecord, VersionStatus } from '@kb/contracts';
import { FieldRow } from '@kb/ui';
import { Button, FieldLabel, Input } from '@kb/ui/controls';
import { Options } from '../common/Options';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { STATUS_LABELS } from './statusLabels';

const NEW_STATUSES: VersionStatus[] = ['beta', 'deprecated', 'hidden'];

/**
 * "Create version": a name, the version it starts from, and how readers see it. On a site without versions
 * the docs readers see today are named first (they stay the current version).
 */
export function CreateVersionForm({ token, versions, onCreated }: { token: string; versions: VersionRecord[]; onCreated: (created: VersionRecord) => void }) {
  const report = useErrorReporter();
  const [busy, setBusy] = useState(false);
  const first = versions.length === 0;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name')).trim();
    setBusy(true);
    try {
      const created = await adminRequest('createVersion', {
        token,
        body: {
          name,
          status: String(data.get('status')) as Exclude<VersionStatus, 'current'>,
          ...(first ? { mainLineName: String(data.get('mainLineName')).trim() } : { from: String(data.get('from')) }),
        },
      });
      form.reset();
      onCreated(created);
    } catch (error) {
      report(error, `Could not create version ${name}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FieldRow as="form" onSubmit={(event) => void submit(event)} aria-label="Create version">
      {first ? (
        <FieldLabel>
          Name of the current docs <Input name="mainLineName" required placeholder="4.2" autoComplete="off" />
        </FieldLabel>
      ) : (
        <FieldLabel>
          Start from
          <select name="from" defaultValue={versions.find((version) => version.mainLine)?.name}>
            <Options items={versions.map((version) => version.name)} label={(name) => name} />
          </select>
        </FieldLabel>
      )}
      <FieldLabel>
        New version name <Input name="name" required placeholder="4.1" autoComplete="off" />
      </FieldLabel>
      <FieldLabel>
        Shown to readers as
        <select name="status" defaultValue="beta">
          <Options items={NEW_STATUSES} label={(status) => STATUS_LABELS[status]} />
        </select>
      </FieldLabel>
      <Button $variant="primary" $size="lg" type="submit" disabled={busy}>
        Create version
      </Button>
    </FieldRow>
  );
}
