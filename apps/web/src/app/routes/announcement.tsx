import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon title="Announcements" text="Video advertisement plans and the latest news from Shubho Bibaho." />;
}
