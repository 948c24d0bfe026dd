import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../src/toastStore';

// findBy… and waitFor wait up to 5 s, not 1: a lazily loaded part (the image viewer, the editor) took longer beside
// two workers of API files, and a test that waits longer for what does come shows the same behaviour.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out and has no scrollIntoView: scrolling is a no-op in component tests.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  // The toast store outlives a render: close what a test left open.
  dismissToast();
});
