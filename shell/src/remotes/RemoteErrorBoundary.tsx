import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { describeRemoteError } from './describeError';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that failed to load (or crashed) and offers a Retry; the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Remote failed:', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { summary, detail } = describeRemoteError(this.state.error);
    return (
      <Panel role="alert">
        <h2>This part of the site is unavailable</h2>
        <p>{summary}</p>
        {detail && (
          <details>
            <summary>Technical details</summary>
            <Detail>{detail}</Detail>
          </details>
        )}
        <RetryButton type="button" onClick={() => this.props.onRetry()}>
          Retry
        </RetryButton>
      </Panel>
    );
  }
}

const Panel = styled.div`
  max-width: 40rem;
  margin: ${space(12)} auto;
  padding: ${space(6)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.lg};
  background: ${color('bgSubtle')};
  text-align: center;
`;

const Detail = styled.pre`
  white-space: pre-wrap;
  text-align: left;
  font-size: 0.8rem;
  color: ${color('textMuted')};
`;

const RetryButton = styled.button`
  padding: ${space(2)} ${space(5)};
  border: 0;
  border-radius: ${radius.md};
  background: ${color('accent')};
  color: ${color('accentText')};
  font: inherit;
  cursor: pointer;
`;
