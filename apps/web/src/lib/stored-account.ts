/**
 * A signed-in account beside the member's (an admin, an RR): its token and user under the product's
 * two keys in localStorage, mirrored in a tiny store so the screens re-render on change.
 */
export function createStoredAccount<T>(tokenKey: string, userKey: string) {
  const listeners = new Set<() => void>();
  const read = (): T | null => {
    const raw = localStorage.getItem(userKey);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  };
  let snapshot: T | null = typeof localStorage === "undefined" ? null : read();
  const emit = () => {
    snapshot = read();
    listeners.forEach((l) => l());
  };
  return {
    signIn(token: string, user: T) {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, JSON.stringify(user));
      emit();
    },
    setUser(user: T) {
      localStorage.setItem(userKey, JSON.stringify(user));
      emit();
    },
    clear() {
      localStorage.removeItem(tokenKey);
      localStorage.removeItem(userKey);
      emit();
    },
    /** For `useSyncExternalStore`. */
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    get: () => snapshot,
  };
}
