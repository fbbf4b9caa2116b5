// The offline page stands in for a page this phone has not opened before (the service worker's fallback):
// once the connection is back, it opens that page by itself. The "online" event can come before the
// network really carries requests (or before the service worker's own requests do), so the page asks the
// server first and reopens only when it answers, trying again after 2, 4, 8 ... up to 30 seconds while
// the phone says it is online.
let wait = 2000;
let timer;
async function reopenWhenAnswered() {
  clearTimeout(timer);
  try {
    const res = await fetch("/api/health", { cache: "no-store" });
    if (res.ok) return location.reload();
  } catch {
    // Not yet.
  }
  if (navigator.onLine) timer = setTimeout(reopenWhenAnswered, wait);
  wait = Math.min(wait * 2, 30000);
}
addEventListener("online", () => {
  wait = 2000;
  reopenWhenAnswered();
});
