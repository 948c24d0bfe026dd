// Types of the jest-dom matchers that packages/ui/src/testSetup.ts installs for every web test.
import '@testing-library/jest-dom/vitest';
