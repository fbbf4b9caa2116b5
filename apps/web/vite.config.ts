/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { VitePWA } from "vite-plugin-pwa";
import { defaultOptionsJson } from "./default-options-plugin.ts";
import { precompress } from "./precompress-plugin.ts";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

/**
 * Installable app: the manifest and a Workbox service worker. It precaches only the first screen's
 * files and the offline page (a phone on mobile data does not download every screen up front);
 * other hashed assets are cached as they are used; pages come from the network first, each kept by its
 * address for when there is none (else the offline page); /api is never cached.
 */
function pwa() {
  return [
    offlineFont(),
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      manifest: {
        id: "/",
        name: "Shubho Bibaho — Bengali Matrimonial Advertisements",
        short_name: "Shubho Bibaho",
        description: "Matrimonial advertisements for Bengali families: post your ad, find brides and grooms, send proposals.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#fafaf9",
        theme_color: "#9f1239",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: [
          "offline.html",
          "offline.css",
          "offline.js",
          "fonts/*.woff2",
          "favicon.svg",
          "assets/entry.client-*.js",
          "assets/framework-*.js",
          "assets/root-*.{js,css}",
          "assets/rolldown-runtime-*.js",
        ],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          { urlPattern: ({ url }) => url.pathname.startsWith("/api/"), handler: "NetworkOnly" },
          {
            urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
            handler: "NetworkFirst",
            options: {
              cacheName: "app-shell",
              networkTimeoutSeconds: 6,
              // A page is kept by its address, whatever the language it was drawn in (the app switches to the
              // phone's choice once it runs).
              matchOptions: { ignoreVary: true },
              precacheFallback: { fallbackURL: "/offline.html" },
            },
          },
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/") || url.pathname.startsWith("/images/"),
            handler: "CacheFirst",
            options: { cacheName: "static", expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
        ],
      },
    }),
  ];
}

/** The offline page (public/offline.html, plain CSS) uses the app's Bengali font under a fixed name. */
function offlineFont(): Plugin {
  const file = "noto-sans-bengali-bengali-400-normal.woff2";
  return {
    name: "offline-font",
    apply: "build",
    generateBundle() {
      const source = readFileSync(createRequire(import.meta.url).resolve(`@fontsource/noto-sans-bengali/files/${file}`));
      this.emitFile({ type: "asset", fileName: "fonts/noto-sans-bengali-400.woff2", source });
    },
  };
}

/**
 * A chunk is loaded when its code is about to run: Chrome's compile hint (the file's first line) has it
 * compile every function of the file as it downloads, off the main thread, rather than each on its
 * first call, on the main thread, while a phone starts the page (measured: a third of the home page's
 * script time). Other browsers ignore the comment.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    enforce: "post",
    // On the written files: the hint must be their first line, and Vite puts its own line first.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // A small file compiles in a moment either way.
        if (chunk.type !== "chunk" || chunk.code.length < 8192) continue;
        const file = join(options.dir!, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, "utf8")}`);
      }
    },
  };
}

/**
 * The code every page runs first, one file (compressed as one, it is smaller than the same code in a
 * dozen files): React, the router, the query cache with its query hooks, and the app's translation and
 * formatting code (code that seldom changes; the shell's catalogues stay out, so a new text does not
 * change this file). TanStack's mutation and infinite-list hooks load with the screens that use them.
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]src[\\/]lib[\\/](i18n[\\/](translator|react)\.ts|format\.ts|storage-keys\.ts)$/;
const laterQueryHooks = /(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // Component tests render modules directly: React's plugin alone. The app is built by React Router's.
  plugins: process.env.VITEST
    ? [react(), defaultOptionsJson()]
    : [reactRouter(), defaultOptionsJson(), tailwindcss(), ...(isSsrBuild ? [] : [pwa(), compileHints(), precompress()])],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { port: 5173, proxy: { "/api": apiTarget } },
  build: {
    sourcemap: process.env.SOURCEMAP === "1",
    chunkSizeWarningLimit: 600,
    // No polyfill for <link rel="modulepreload">: the browsers we serve have it, and the polyfill watches
    // every change to the document while a page starts. A browser without it still loads each chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: (id) => framework.test(id) && !laterQueryHooks.test(id), priority: 2 },
            // The app's own code that nearly every page imports (the session, the API client, the shell's
            // catalogues, the translation setup, the button looks: what 45 or more of the entry chunks share)
            // is one file too. Left to the automatic split it was ten files of 0.1–2 KB on every page, and each
            // file a page loads costs the browser's main thread about a millisecond to request, four times that
            // on a slow phone (decision 0038). The bundle-size check in `npm test` fails when this takes in code
            // the home or browse page does not need.
            { name: "shell", test: /[\\/]src[\\/](lib|components|app)[\\/]/, minShareCount: 45, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    css: false,
    // A journey through a form (typing, choosing, sending) takes 1–2 s alone; in `npm test` the web tests run
    // at a lower priority beside the PostgreSQL suite and take up to four times as long. A hang still fails.
    testTimeout: 20_000,
    // Both cores.
    maxWorkers: 2,
    // The files of a worker share one jsdom and their modules (a third of the time). The stores that live in
    // a module (session, toasts, the sign-out mark) are reset after each test in src/test/setup.ts.
    isolate: false,
  },
}));
