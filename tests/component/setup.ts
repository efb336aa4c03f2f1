// Set-up of the component tests (jsdom): the DOM is emptied after each test, and the console's i18next instance
// starts in English with the sign-in namespaces loaded; a test switches with renderScreen's `lang`.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setLanguage } from '../../src/i18n';

// findBy* and waitFor give up after 1 s by default, which fails a right screen that a loaded machine renders late
// (the browser tests' polls wait 30 s too): a hang detector, not a speed check.
configure({ asyncUtilTimeout: 30_000 });

// React's act() warnings are meant for test environments that say so.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await setLanguage('en');
});

afterEach(() => {
  cleanup();
});

// jsdom has no ResizeObserver; the virtual lists measure their box once through it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
