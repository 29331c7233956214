# The shop's production image: the built storefront, dashboard and server, production dependencies
# only, run as the unprivileged `node` user. `docker build -t uniform-shop .`; the fleet of
# docs/deployment.md is deploy/compose.yaml. No container engine runs on the development machines,
# where `npm run fleet` runs the same fleet from Debian's and npm's packages instead.

# ---- the workspaces' manifests: what npm ci reads ----
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/

# ---- build: every dependency, then `npm run build` ----
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies alone ----
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- the image ----
FROM node:20-bookworm-slim
# The memory settings `npm start` gives the server (scripts/server-memory.mjs).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SHUTDOWN_DRAIN_MS=5000 \
    NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=4" \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /healthz is 200 after a database round trip, 503 when the database does not answer or while the
# instance drains after SIGTERM.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
