/**
 * Age in whole years on a given day. Both dates are ISO days ("YYYY-MM-DD"); the server passes
 * today's date in India (the product's calendar). A birthday on 29 February counts from 1 March in
 * years that have no 29 February.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
