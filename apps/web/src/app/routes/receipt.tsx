import { useParams } from "react-router";
import { ReceiptPage } from "@/features/payments";

/** /receipt/:id: the printable receipt of a paid order (members only). */
export default function ReceiptRoute() {
  const { id = "" } = useParams();
  return <ReceiptPage key={id} id={id} />;
}
