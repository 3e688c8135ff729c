import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API the dev server (and `vite preview`) forwards to; VO_API_URL points it elsewhere.
const api = process.env.VO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Issue 20: every text file of the build also as .br and .gz, made once here at the highest levels; the server
    // sends the one the browser accepts (web-app.ts, preCompressed) instead of compressing on each request.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      exclude: /^\.vite\//,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      // Vite's own table already lists every file; one more line per file and encoding is noise.
      logLevel: 'silent',
    }),
  ],
  // One alias for the app's own modules (`@/features/...`) instead of climbing `../../../`.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/ reads the lazy chunks of /auth/login from the manifest.
    manifest: true,
    // The budget is the login page's JavaScript (issue 2: at most ~170 KB gzip); routes are split by lazy().
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': api,
      '/reset-password': api,
      '/pdf': api,
    },
  },
});
