# syntax=docker/dockerfile:1
# The portal as one image: the compiled server, the built client and production packages only,
# run as the unprivileged `node` user. Build: docker build -t hitelkapu .
# Run with PostgreSQL (several instances): see compose.yaml and docs/operations/README.md.
ARG NODE_IMAGE=node:20-bookworm-slim

# 0. The workspace's package manifests, which both installs below start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# 1. Everything needed to build: all packages, then the client and the server.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production packages of the server and of the client's server render, nothing else.
FROM ${NODE_IMAGE} AS production-packages
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace apps/server --workspace apps/web --no-audit --no-fund --ignore-scripts \
  && npm cache clean --force

# 3. What runs: owned by root and read-only to the process; only /data is writable.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-packages /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/modules/signing/content apps/server/src/modules/signing/content
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
# Readiness, not liveness: the instance answers /api/ready only when its database answers.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
