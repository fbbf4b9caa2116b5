// Development: the API server with reload on :3000 and Vite with hot reload on :5173 (proxied /api).
import { spawn } from "node:child_process";

const procs = [
  spawn("node", ["--import", "tsx", "--watch", "apps/server/src/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite", "apps/web"], { stdio: "inherit" }),
];
const stop = () => procs.forEach((p) => p.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
