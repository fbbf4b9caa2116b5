import { CirculationPage } from "@/features/dashboard";

export function Component() {
  return <CirculationPage />;
}
