import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  environments: {
    ssr: {
      build: {
        // The server bundle's entry is our Express app, which imports the React Router build.
        rollupOptions: { input: "./server/app.ts" },
        target: "node20",
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
