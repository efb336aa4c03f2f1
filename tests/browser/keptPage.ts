// One signed-in page kept across the tests of a file (tests that need no fresh state: they read, or undo what they
// change): opened on first use, then each test moves it with `goto` (a load in a warm context, about a third of a
// fresh context's first load). The harness closes it at the end of the file.
import type { Page } from 'playwright-core';
import type { Harness, SignedInOptions, SignInUser } from './support';

export function keptPage(h: Harness, user: SignInUser, options: SignedInOptions = {}): () => Promise<Page> {
  let opened: Promise<Page> | undefined;
  return () => {
    opened ??= h.signedInPage(user, { ...options, path: null, keep: true }).then(({ page }) => page);
    return opened;
  };
}
