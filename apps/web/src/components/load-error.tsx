import { Notice } from "./notice";

/** A failed load with a retry button. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Notice tone="error">
      <p>{message}</p>
      <button type="button" onClick={retry} className="mt-2 font-semibold underline underline-offset-2">
        Retry
      </button>
    </Notice>
  );
}
