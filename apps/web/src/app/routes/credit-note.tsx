import { useParams } from "react-router";
import { CreditNotePage } from "@/features/payments";

/** /credit-note/:id: the printable credit note of a refunded order (members only). */
export default function CreditNoteRoute() {
  const { id = "" } = useParams();
  return <CreditNotePage key={id} id={id} />;
}
