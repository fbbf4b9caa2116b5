import { useEffect, type ReactNode } from "react";
import { authStatus } from "../hooks/auth-status";

/** Starts the startup auth check (GET /api/auth/profile when a session is stored). */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void authStatus.start();
  }, []);
  return children;
}
