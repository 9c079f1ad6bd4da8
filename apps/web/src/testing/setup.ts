import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A file about the server render runs without a browser (`@vitest-environment node`).
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // Mantine reads these browser APIs, which jsdom does not provide.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // Mantine's autosizing Textarea listens for web fonts loading (document.fonts).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
}

/**
 * A console.error during a test is a failure (React's act() and key warnings, a failed
 * render, an unhandled query error): the test fails with what was logged. A test that
 * provokes an error on purpose silences it with its own `vi.spyOn(console, 'error')`.
 */
const consoleErrors: string[] = [];
const originalConsoleError = console.error;
beforeEach(() => {
  consoleErrors.length = 0;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    originalConsoleError(...args);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
  const logged = consoleErrors.splice(0);
  if (logged.length > 0) throw new Error(`console.error was called during the test:\n${logged.join('\n')}`);
});

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
