import type { VersionStatus } from '@kb/contracts';

export const STATUS_LABELS: Record<VersionStatus, string> = {
  current: 'Current',
  beta: 'Beta',
  deprecated: 'Deprecated',
  hidden: 'Hidden',
  archived: 'Archived',
};
