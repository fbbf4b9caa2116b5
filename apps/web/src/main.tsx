import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import "./index.css";

// A transition lets React render the first screen in small slices, so the page stays responsive
// (no long main-thread task) while it starts.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});
