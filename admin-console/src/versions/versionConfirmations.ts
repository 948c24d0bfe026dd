import type { VersionRecord } from '@kb/contracts';

export type AskedAction = 'current' | 'archive' | 'delete';

const articles = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'article' : 'articles'}`;

/** What each action's confirmation says: what readers get afterwards and what goes, named. */
export function confirmationOf(
  action: AskedAction,
  version: VersionRecord,
  current: VersionRecord | undefined,
): { title: string; description: string; action: string } {
  const now = current?.name ?? 'the current version';
  switch (action) {
    case 'current':
      return {
        title: `Make ${version.name} current?`,
        description: `Readers at the usual addresses get ${version.name}: its ${articles(version.changedCount)} that differ from ${now} are published, and articles ${version.name} does not have are taken off. The docs of ${now} stay readable as a deprecated version named ${now}.`,
        action: 'Make current',
      };
    case 'archive':
      return {
        title: `Archive ${version.name}?`,
        description: `${version.name} leaves the version menu and becomes read-only. Its pages stay at /v/${version.name}/… with a note that it is archived. Give it another status to change it again.`,
        action: 'Archive',
      };
    case 'delete':
      return {
        title: `Delete version ${version.name}?`,
        description: `Its addresses /v/${version.name}/… go${version.changedCount > 0 ? `, with its ${articles(version.changedCount)} changed in ${version.name}` : ''}; readers of them get "page not found". ${now} is not changed. This cannot be undone.`,
        action: 'Delete',
      };
  }
}
