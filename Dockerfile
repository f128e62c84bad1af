# syntax=docker/dockerfile:1
# Kelp's production image on Node 24 LTS: one build, two targets.
#   docker build --target api -t kelp-api .   → API (`node apps/api/dist/server.js`); the
#                                              migrate step is the same image with
#                                              `node apps/api/dist/migrate.js`
#   docker build --target web -t kelp-web .   → web (Next.js standalone `node server.js`)
#   docker build --target proxy -t kelp-proxy . → Caddy with the static site (deploy/Caddyfile)
# compose.yaml runs the whole production topology; docs/deploy.md says what was tested.

FROM node:24-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/site/package.json apps/site/
COPY packages/ui/package.json packages/ui/
COPY packages/core/package.json packages/core/
COPY e2e/package.json e2e/

# Every dependency, for the build.
FROM base AS deps
RUN npm ci --no-audit --no-fund

# Runtime dependencies only (no compilers, no test tools, no second Node binary).
FROM base AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build -w @kelp/api \
 && npm run build -w @kelp/site \
 && NEXT_OUTPUT=standalone npm run build -w @kelp/web

FROM node:24-slim AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]

FROM node:24-slim AS web
ENV NODE_ENV=production HOSTNAME=0.0.0.0 PORT=3000 NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
# The standalone server traced from the monorepo's root, then the assets it does not copy.
COPY --from=build --chown=node:node /app/apps/web/.next/standalone ./
COPY --from=build --chown=node:node /app/apps/web/.next/static ./apps/web/.next/static
COPY --from=build --chown=node:node /app/apps/web/public ./apps/web/public
USER node
WORKDIR /app/apps/web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]

# The reverse proxy with the static marketing site inside: one origin (docs/decisions/130).
FROM caddy:2 AS proxy
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/apps/site/dist /srv/site
