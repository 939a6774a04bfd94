import type { Config } from "@react-router/dev/config";

export default {
  // Server-side rendering for every page: fast first paint, complete HTML for search engines.
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    // Route middleware is not used: loaders and actions call requireUser() themselves.
    v8_middleware: false,
  },
} satisfies Config;
