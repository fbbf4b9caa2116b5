// The offline page stands in for a page this phone has not opened before (the service worker's fallback):
// once the connection is back, it opens that page by itself.
addEventListener("online", () => location.reload());
