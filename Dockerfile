# Virtual Office: the API and the web app in one Node process (docs/operations.md, README "Production").
# Build: docker build -t virtual-office .      Run with PostgreSQL and Redis: docker compose up -d (compose.yaml)

# ---- manifests: every workspace's package.json and the lock file (npm ci checks the lock against all of them) ----
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ---- build: every dependency, then the web bundle (Vite) and the server bundles (tsup) ----
FROM manifests AS build
# The dependency layer is reused until a manifest changes.
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: the server's production dependencies and the built output only ----
FROM node:20-bookworm-slim AS runtime
# pg_dump and pg_restore (15, as compose.yaml's server) for `node apps/server/dist/backup.js` in the container.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
# The server's production dependencies only.
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace=@vo/server --include-workspace-root=false && npm cache clean --force
# main.js finds the migrations beside apps/server/package.json and the web app in apps/web/dist.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database's folder, used only without DATABASE_URL: mount a volume here.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
EXPOSE 3000
# Readiness: the process answers and the database does too (a round trip).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
