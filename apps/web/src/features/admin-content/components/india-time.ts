/** An ISO instant as a `datetime-local` value in India time, and back. */
const IST = 330 * 60_000;
export const toIndiaLocal = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) + IST).toISOString().slice(0, 16) : "");
export const fromIndiaLocal = (local: string) => (local ? new Date(Date.parse(`${local}:00Z`) - IST).toISOString() : "");
