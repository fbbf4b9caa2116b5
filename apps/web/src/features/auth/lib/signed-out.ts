/**
 * Marks a deliberate sign-out for a moment, so a member-only page still on screen while the
 * session is cleared goes home with the member instead of to /login.
 */
let signedOutAt = 0;

export const markSignedOut = () => {
  signedOutAt = Date.now();
};

export const justSignedOut = () => Date.now() - signedOutAt < 5_000;

/** Forgets the mark (the tests' setup, between tests that share this module). */
export const forgetSignedOut = () => {
  signedOutAt = 0;
};
