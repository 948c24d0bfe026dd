import styled from 'styled-components';
import { Badge, color, radius, Row, space } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { whyDisabled } from '../app/whyDisabled';

export type EditorMode = 'visual' | 'html';

interface Props {
  canSave: boolean;
  canPublish: boolean;
  /** Why the session's role may not save or publish (e.g. 'Needs the Publisher role'), or null. */
  blocked?: { save: string | null; publish: string | null };
  saving: boolean;
  publishing: boolean;
  dirty: boolean;
  mode: EditorMode;
  onSave: () => void;
  onPublish: () => void;
  onModeChange: (mode: EditorMode) => void;
}

/** Save, Publish (disabled with the reason as a tooltip: the role, nothing to save, unsaved changes…), the 'Unsaved changes' badge and the Visual / HTML switch. */
export function EditorActions(props: Props) {
  const { save = null, publish = null } = props.blocked ?? {};
  return (
    <Bar>
      <Button
        $variant="primary"
        $size="lg"
        type="button"
        disabled={!props.canSave || props.saving || save !== null}
        title={whyDisabled([save !== null, save ?? ''], [props.saving, 'Saving…'], [!props.canSave, 'No unsaved changes to save'])}
        onClick={props.onSave}
      >
        {props.saving ? 'Saving...' : 'Save'}
      </Button>
      <Secondary
        $variant="primary"
        $size="lg"
        type="button"
        disabled={!props.canPublish || props.publishing || publish !== null}
        title={whyDisabled(
          [publish !== null, publish ?? ''],
          [props.publishing, 'Publishing…'],
          [!props.canPublish && props.dirty, 'Save your changes before publishing'],
          [!props.canPublish, 'No saved revision to publish'],
        )}
        onClick={props.onPublish}
      >
        {props.publishing ? 'Publishing...' : 'Publish'}
      </Secondary>
      {(publish ?? save) !== null ? <Reason>{save ?? publish}</Reason> : null}
      {props.dirty ? (
        <Badge $tone="warning" role="status">
          Unsaved changes
        </Badge>
      ) : null}
      <Switch role="group" aria-label="Editor mode">
        {(['visual', 'html'] as const).map((mode) => (
          <SwitchButton key={mode} type="button" aria-pressed={props.mode === mode} onClick={() => props.onModeChange(mode)}>
            {mode === 'visual' ? 'Visual' : 'HTML'}
          </SwitchButton>
        ))}
      </Switch>
    </Bar>
  );
}

/** On a phone (≤ 600 px) the bar is one compact row: smaller buttons, the reason and the badge shortened to fit. */
const Bar = styled(Row)`
  @media (max-width: 600px) {
    flex-wrap: nowrap;
    gap: ${space(1)};

    > button {
      flex: none;
      min-height: 36px;
      padding: ${space(1)} ${space(3)};
      font-size: 0.875rem;
    }
    > div {
      flex: none;
    }
    > span {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

const Reason = styled.span`
  font-size: 0.875rem;
  color: ${color('textMuted')};
`;

const Secondary = styled(Button)`
  background: ${color('surface')};
  color: ${color('accent')};
`;

const Switch = styled.div`
  display: inline-flex;
  margin-left: auto;
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  overflow: hidden;
`;

const SwitchButton = styled.button`
  padding: ${space(1)} ${space(3)};
  @media (max-width: 600px) {
    padding: ${space(1)} ${space(2)};
  }
  border: none;
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${color('accent')};
    color: ${color('accentText')};
  }
`;
