import { useState } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import type { VersionRecord } from '@kb/contracts';
import { Row, toast } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { ConfirmDialog } from '../authoring/ConfirmDialog';
import { useAction } from '../toasts/useErrorReporter';
import { RenameVersion } from './RenameVersion';
import { confirmationOf, type AskedAction } from './versionConfirmations';

interface Props {
  token: string;
  version: VersionRecord;
  /** The current version (the main line). */
  current: VersionRecord | undefined;
  /** Why the session may not change versions (the role), or null. */
  reason: string | null;
  onChanged: () => void;
}

/** A version's actions: "Make current", "Rename", "Archive" and "Delete" (a fork's), each asked first in the app's own dialog. */
export function VersionActions({ token, version, current, reason, onChanged }: Props) {
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const { busy, run: act } = useAction();
  const params = { name: version.name };

  /** Runs an action that answers what it did (a toast); the dialog then closes and the list is read again. */
  const run = (failure: string, action: () => Promise<string>): Promise<boolean> =>
    act(async () => {
      toast({ title: await action() });
      setAsking(null);
      onChanged();
    }, failure);
  const perform: Record<AskedAction, () => Promise<boolean>> = {
    current: () =>
      run(`Could not make ${version.name} current`, async () => {
        const made = await adminRequest('makeVersionCurrent', { token, params });
        return `${made.current} is the current version; ${made.kept} stays readable as a deprecated version`;
      }),
    archive: () =>
      run(`Could not archive ${version.name}`, async () => {
        await adminRequest('updateVersion', { token, params, body: { status: 'archived' } });
        return `${version.name} is archived`;
      }),
    delete: () =>
      run(`Could not delete ${version.name}`, async () => {
        await adminRequest('deleteVersion', { token, params });
        return `Version ${version.name} is deleted`;
      }),
  };
  const rename = (name: string) =>
    run(`Could not rename ${version.name}`, async () => {
      await adminRequest('updateVersion', { token, params, body: { name } });
      return `${version.name} is now ${name}`;
    });
  const button = (action: AskedAction, label: string, danger = false) => (
    <Button
      type="button"
      $size="sm"
      $variant={danger ? 'danger' : undefined}
      disabled={reason !== null || busy}
      title={reason ?? undefined}
      aria-label={`${label} ${version.name}`}
      onClick={() => setAsking(action)}
    >
      {label}
    </Button>
  );
  const confirmation = asking && confirmationOf(asking, version, current);
  return (
    <Row $gap={1} $wrap>
      {!version.mainLine && version.status !== 'archived' && button('current', 'Make current')}
      <RenameVersion version={version} reason={reason} busy={busy} onRename={rename} />
      {!version.mainLine && version.status !== 'archived' && button('archive', 'Archive')}
      {!version.mainLine && button('delete', 'Delete', true)}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        action={confirmation?.action ?? ''}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void perform[asking]()}
      />
    </Row>
  );
}
