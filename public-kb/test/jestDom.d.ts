// Types of the jest-dom matchers that packages/ui/test/setup.ts installs for every web test.
import '@testing-library/jest-dom/vitest';
