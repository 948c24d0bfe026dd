import styled from 'styled-components';
import type { Revision } from '@kb/contracts';
import { Badge, color, radius, space } from '@kb/ui';
import { Button, List as BaseList, ListRow } from '@kb/ui/controls';
import { dateTime } from '../common/dates';

/** SPEC §9: the revision box is 160 px high. */
const REVISION_BOX_HEIGHT = 160;

interface Props {
  revisions: Revision[];
  busy: boolean;
  onLoad: (revision: Revision) => void;
  onDelete: (revision: Revision) => void;
}

/** Each revision: admin name, date and time, 'Published' or 'Discarded' badge, load into the editor, delete. */
export function RevisionHistory({ revisions, busy, onLoad, onDelete }: Props) {
  return (
    <Card aria-labelledby="revision-history-title">
      <Title id="revision-history-title">Revision History</Title>
      <List>
        {revisions.map((revision) => {
          const when = dateTime(revision.createdAt);
          return (
            <Row key={revision.id}>
              <Who>{revision.adminName}</Who>
              <When dateTime={revision.createdAt}>{when}</When>
              {revision.isPublished ? <Badge $tone="success">Published</Badge> : null}
              {revision.discarded ? <Badge>Discarded</Badge> : null}
              <Actions>
                <Button $size="sm" type="button" aria-label={`Load revision by ${revision.adminName} from ${when}`} onClick={() => onLoad(revision)}>
                  Load
                </Button>
                <Button
                  $variant="danger"
                  $size="sm"
                  type="button"
                  disabled={busy}
                  aria-label={`Delete revision by ${revision.adminName} from ${when}`}
                  onClick={() => onDelete(revision)}
                >
                  Delete
                </Button>
              </Actions>
            </Row>
          );
        })}
      </List>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  /* A fixed 160 px even in the editor pane's crowded column: it must not shrink. */
  flex: 0 0 ${REVISION_BOX_HEIGHT}px;
  height: ${REVISION_BOX_HEIGHT}px;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
`;

const Title = styled.h3`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid ${color('border')};
  font-size: 0.875rem;
`;

const List = styled(BaseList)`
  flex: 1;
  overflow-y: auto;
`;

const Row = styled(ListRow)`
  gap: ${space(3)};
  padding: ${space(1)} ${space(3)};
  font-size: 0.8125rem;
`;

const Who = styled.span`
  font-weight: 600;
`;

const When = styled.time`
  color: ${color('textMuted')};
`;

const Actions = styled.span`
  display: flex;
  gap: ${space(1)};
  margin-left: auto;
`;
