/**
 * Waiting for a fresh session's lists to settle before reading them. A server may still change
 * its lists right after initializing (server-everything adds tools then); a listing taken too
 * early differs from a later one for no reason worth reporting.
 */
const LIST_QUIET_MS = 500;
const LIST_QUIET_MAX_MS = 3_000;

/**
 * Resolves once the callback handed to `subscribe` has not been called for LIST_QUIET_MS, or
 * after LIST_QUIET_MAX_MS in any case. `subscribe` returns its unsubscribe function.
 */
export function whenListsQuiet(subscribe: (changed: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    let quiet = setTimeout(finish, LIST_QUIET_MS);
    const limit = setTimeout(finish, LIST_QUIET_MAX_MS);
    const unsubscribe = subscribe(() => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, LIST_QUIET_MS);
    });
    function finish() {
      clearTimeout(quiet);
      clearTimeout(limit);
      unsubscribe();
      resolve();
    }
  });
}
