import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../src/toastStore';

// jsdom lays nothing out and has no scrollIntoView: scrolling is a no-op in component tests.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  // The toast store outlives a render: close what a test left open.
  dismissToast();
});
