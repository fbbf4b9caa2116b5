import type { TPageContext } from "@app/contract";

declare module "react-router" {
  // What the server passes every loader and the server render (apps/server/src/http/pages.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends TPageContext {}
}
