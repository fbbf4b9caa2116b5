import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Find Match" text="Browse verified brides and grooms and send proposals to the families you like." />;
}
