import { describe, expect, it } from 'vitest';
import { describeRemoteError } from './describeError';
import { RemoteLoadError } from './loadRemoteModule';

describe('describeRemoteError', () => {
  it('explains a shared-version mismatch in words', () => {
    const cause = new Error(
      '[ Federation Runtime ]: Version 18.3.1 from shell of shared singleton module react does not satisfy the requirement of public_kb which needs ^19.0.0)',
    );
    const description = describeRemoteError(new RemoteLoadError('public_kb', cause));
    expect(description.summary).toBe(
      "This part of the site (public_kb) was built for react ^19.0.0, but the site provides react 18.3.1. It needs to be rebuilt against the site's shared versions.",
    );
  });

  it("explains webpack's own shared-version error, naming the remote that failed", () => {
    const cause = new Error('Unsatisfied version 18.3.1 from shell of shared singleton module react (required ^19.0.0)');
    expect(describeRemoteError(new RemoteLoadError('public_kb', cause)).summary).toBe(
      "This part of the site (public_kb) was built for react ^19.0.0, but the site provides react 18.3.1. It needs to be rebuilt against the site's shared versions.",
    );
  });

  it('asks to retry when a remote is unreachable', () => {
    const description = describeRemoteError(new RemoteLoadError('admin_console', new Error('Failed to fetch')));
    expect(description.summary).toBe('The admin_console part of the site could not be loaded. Check your connection and try again.');
    expect(description.detail).toBe('Failed to fetch');
  });
});
