import { useCallback, useEffect, useRef, useState } from "react";

/** Thrown by `take()` when no captcha solution arrived in time. */
export class CaptchaTimeoutError extends Error {
  constructor() {
    super("Please complete the captcha check and try again.");
    this.name = "CaptchaTimeoutError";
  }
}

/**
 * Holds the captcha payload reported by <CaptchaField>. Payloads are single use: `take()` hands
 * out the current one (waiting for the background check if it is still running) and remounts
 * the field (`key`) so a fresh one is solved for the next request. "off" means captcha is disabled.
 * The field solves once it comes near the screen, or once `wanted` (pass it as its `start`): after
 * `start()` (the visitor began on the form) or a `take()`.
 */
export function useCaptchaToken(waitMs = 30_000) {
  const [key, setKey] = useState(0);
  const [wanted, setWanted] = useState(false);
  const start = useCallback(() => setWanted(true), []);
  const [value, setValue] = useState<string | null>(null);
  const valueRef = useRef<string | null>(null);
  const waiters = useRef<Array<(v: string) => void>>([]);

  const onChange = useCallback((v: string | null) => {
    valueRef.current = v;
    setValue(v);
    if (v) for (const w of waiters.current.splice(0)) w(v);
  }, []);

  useEffect(() => () => void waiters.current.splice(0), []);

  const take = useCallback(async (): Promise<string | undefined> => {
    setWanted(true);
    let v = valueRef.current;
    if (!v) {
      v = await new Promise<string>((resolve, reject) => {
        const timer = window.setTimeout(() => {
          waiters.current = waiters.current.filter((w) => w !== done);
          reject(new CaptchaTimeoutError());
        }, waitMs);
        const done = (payload: string) => {
          window.clearTimeout(timer);
          resolve(payload);
        };
        waiters.current.push(done);
      });
    }
    if (v === "off") return undefined;
    valueRef.current = null;
    setValue(null);
    setKey((k) => k + 1);
    return v;
  }, [waitMs]);

  return { key, ready: value !== null, onChange, take, start, wanted };
}
