import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { TSessionUser } from "@app/contract";
import { session, useSession } from "@/lib/session";
import { postLogout } from "../api/logout";
import { authStatus } from "./auth-status";
import { markSignedOut } from "../lib/signed-out";

export type AuthState = {
  loading: boolean;
  error: string | null;
  user: TSessionUser | null;
  token: string | null;
  userPhone: string | null;
  isAuthenticated: boolean;
  logout: () => void;
};

/** The member's auth state: the startup check's loading/error plus the stored session. */
export function useAuth(): AuthState {
  const s = useSession();
  const status = useSyncExternalStore(authStatus.subscribe, authStatus.get, authStatus.visitor);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = useCallback(() => {
    // Revoke on the server (failures ignored); the request already carries the token when
    // the session is cleared on the next line.
    postLogout().catch(() => undefined);
    markSignedOut();
    session.clear();
    authStatus.clearError();
    queryClient.clear();
    navigate("/");
  }, [navigate, queryClient]);

  return {
    loading: status.loading,
    error: s.isAuthenticated ? null : status.error,
    user: s.user,
    token: s.token,
    userPhone: s.userPhone,
    isAuthenticated: s.isAuthenticated,
    logout,
  };
}
