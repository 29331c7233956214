import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const api = process.env.API_URL ?? 'http://localhost:3000';

// The admin dashboard is its own bundle, served by the API at /admin (apps/api/src/features/admin-app).
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    // Brotli and gzip copies beside each file, served as they are (apps/api's serveBuildFiles): the
    // dashboard's megabyte of script is not compressed again for every staff member's load.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // react-admin and MUI make one large vendor chunk; the dashboard is for staff on a known link.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    proxy: { '/admin/api': api },
  },
});
