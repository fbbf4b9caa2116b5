import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";

/** The dark modules of a QR code as one SVG path: a unit square for each. */
function modulesPath(data: boolean[][]): string {
  let d = "";
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return d;
}

/**
 * The `otpauth:` address of a new second factor as a QR code an authenticator app scans, drawn as
 * SVG. The QR encoder loads only here, on the enrolment step, so the sign-in page stays light; its
 * label tells a screen reader what it is and that the key beside it says the same.
 */
export function TotpQr({ uri }: { uri: string }) {
  const { t } = useTranslation(adminNs);
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      // Medium error correction and the standard four-module quiet zone: phones read it off a screen.
      const code = encode(uri, { ecc: "M", border: 4 });
      if (live) setQr({ size: code.size, path: modulesPath(code.data) });
    });
    return () => {
      live = false;
    };
  }, [uri]);

  if (!qr)
    return (
      <div role="status" className="grid size-44 shrink-0 place-items-center rounded-lg bg-white text-xs text-stone-500">
        {t("login.qrLoading")}
      </div>
    );
  return (
    <svg
      role="img"
      aria-label={t("login.qr")}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="size-44 shrink-0 rounded-lg bg-white"
    >
      <path d={qr.path} fill="#1c1917" />
    </svg>
  );
}
