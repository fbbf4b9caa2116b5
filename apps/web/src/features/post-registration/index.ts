export { PostRegistrationPage } from "./components/post-registration-page";
export { currentUserQuery, fetchCurrentUser, useCurrentUser } from "./api/get-current-user";
