import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Route-level splitting keeps the home route's initial JavaScript small.
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      '/ar/api': api,
      '/en/api': api,
      '/media': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
    },
  },
});
