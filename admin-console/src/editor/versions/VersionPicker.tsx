import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { Field, Select } from '../../authoring/formParts';
import { STATUS_LABELS } from '../../versions/statusLabels';
import type { EditorVersion } from './useEditorVersion';
import { day } from '../../common/dates';

interface Props {
  version: EditorVersion;
  /** The open article's title when the chosen version does not hold it (the picker says why), else null. */
  missing: string | null;
  onChoose: (name: string) => void;
}

/** Why a version does not hold an article: it was not on the site in the version it was forked from, when it was forked. */
function whyMissing(title: string, version: EditorVersion): string {
  const record = version.versions.find((candidate) => candidate.name === version.name);
  const when = record?.forkedFrom ? `: it was not on the site in ${record.forkedFrom} when ${record.name} was created from it (${day(record.createdAt)})` : '';
  return `“${title}” is not in version ${version.name}${when}. Publishing a revision here adds it to ${version.name}.`;
}

/**
 * "Version": the version the open article is edited, published and listed in (its revisions), on a site with
 * more than one; the main line first. Every role may switch: what each may do there is the editor's rules.
 * Loaded when an article is first opened (the console's first view stays within its script budget).
 */
export default function VersionPicker({ version, missing, onChoose }: Props) {
  if (version.versions.length < 2) return null;
  return (
    <Row>
      <Field>
        Version
        <Select value={version.name ?? version.mainLine?.name} onChange={(event) => onChoose(event.target.value)}>
          {version.versions.map((record) => (
            <option key={record.id} value={record.name}>
              {record.name} ({STATUS_LABELS[record.status]})
            </option>
          ))}
        </Select>
      </Field>
      {missing !== null ? <Missing role="status">{whyMissing(missing, version)}</Missing> : null}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(2)} ${space(3)};
`;

const Missing = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${color('warning')};
`;
