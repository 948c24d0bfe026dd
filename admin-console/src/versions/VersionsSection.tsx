import { adminRequest } from '@kb/api-client/admin';
import { VERSION_STATUSES, type VersionRecord, type VersionStatus } from '@kb/contracts';
import { Stack } from '@kb/ui';
import { Choice } from '../common/Options';
import { Empty } from '../common/Empty';
import { StackedOnPhone } from '../common/StackedOnPhone';
import { Table } from '../insights/tableStyle';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { CreateVersionForm } from './CreateVersionForm';
import { STATUS_LABELS } from './statusLabels';
import { useVersions } from './useVersions';
import { VersionActions } from './VersionActions';
import { Moment } from '../common/Moment';

/**
 * "Versions": the releases of the knowledge base. A publisher creates one by forking another (nothing is
 * copied until an article is edited in one of them), sets how readers see each (beta, deprecated, hidden or
 * archived), makes one current (a release), renames, archives or deletes it. The main line is the current version.
 */
export function VersionsSection({ token }: { token: string }) {
  const { data: versions, error, isLoading, mutate } = useVersions(token);
  const { allowed, reason } = useCallAllowed(token, 'createVersion');
  const report = useErrorReporter();
  useQueryError(error, 'Could not load the versions');

  const setStatus = async (version: VersionRecord, status: VersionStatus) => {
    try {
      await adminRequest('updateVersion', { token, params: { name: version.name }, body: { status } });
      await mutate();
    } catch (caught) {
      report(caught, `Could not change version ${version.name}`);
    }
  };

  return (
    <Stack as="section" aria-label="Versions">
      {versions && versions.length === 0 && (
        <Empty>The knowledge base has one version. Create a version to keep the docs of a release while the current docs move on.</Empty>
      )}
      {versions &&
        (allowed ? (
          <CreateVersionForm token={token} versions={versions} onCreated={() => void mutate()} />
        ) : (
          <Empty>{reason}: publishers create versions.</Empty>
        ))}
      {error && <Empty>The versions could not be loaded.</Empty>}
      {isLoading && <Empty>Loading versions…</Empty>}
      {versions && versions.length > 0 && (
        <StackedOnPhone>
          <Table columns={['Version', 'Status', 'Started from', 'Articles', 'Created', 'Actions']}>
            {versions.map((version) => (
              <tr key={version.id}>
                <th scope="row">{version.name}</th>
                <td>
                  {version.mainLine ? (
                    STATUS_LABELS[version.status]
                  ) : (
                    <Choice
                      label={`Status of ${version.name}`}
                      value={version.status}
                      options={VERSION_STATUSES.filter((status) => status !== 'current')}
                      optionLabel={(status) => STATUS_LABELS[status]}
                      reason={reason}
                      onChange={(status) => void setStatus(version, status)}
                    />
                  )}
                </td>
                <td data-label="Started from">{version.forkedFrom ?? '—'}</td>
                <td data-label="Articles">{version.articleCount.toLocaleString()}</td>
                <td data-label="Created">
                  <Moment at={version.createdAt} />
                  {version.createdBy && ` by ${version.createdBy.adminName}`}
                </td>
                <td>
                  <VersionActions
                    token={token}
                    version={version}
                    current={versions.find((candidate) => candidate.mainLine)}
                    reason={reason}
                    onChanged={() => void mutate()}
                  />
                </td>
              </tr>
            ))}
          </Table>
        </StackedOnPhone>
      )}
    </Stack>
  );
}
