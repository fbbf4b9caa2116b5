import { CommissionReport } from "@/features/rr";

export default function CommissionReportRoute() {
  return <CommissionReport />;
}
