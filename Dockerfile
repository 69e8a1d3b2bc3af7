# The product in one image: the CMS (Strapi 5) serving the built SPA, the /api contract and /storage on :1337.
# Used by docker-compose.yml (with PostgreSQL). Secrets come from the environment, never from the image.
# Base images at an exact version (README, "Updating the base images"); the code belongs to root and the CMS runs as
# `node`, which may write only /data (uploads, temp files), /app/backups and /app/cms/.tmp (ADR 064).
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY cms/package.json cms/
COPY web/package.json web/package-lock.json web/
COPY scripts scripts
RUN npm install --no-audit --no-fund
COPY contract contract
COPY cms cms
COPY web web
COPY scripts scripts
RUN npm run build --prefix web && NODE_ENV=production npm run build -w cms && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf web/node_modules

FROM node:20.20.2-bookworm-slim
# pg_dump / pg_restore for `npm run backup` / `restore` (docker-compose's backup service): the client must be at least
# the server's major version (postgres:16 in docker-compose.yml), so from the PostgreSQL project's apt repository.
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-16 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 PUBLIC_DIR=/data/public WEB_DIST=/app/web/dist
# the V8 heap's ceiling (README "Deployment": a process needs about 600 MB; docker-compose.yml limits the container to 1 GB)
ENV NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data/public/uploads /data/tmp /app/backups /app/cms/.tmp && chown -R node:node /data /app/backups /app/cms/.tmp
USER node
WORKDIR /app/cms
EXPOSE 1337
# /api/health: 200 only when this process's database answers (503 otherwise)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:1337/api/health').then(r=>process.exit(r.status===200?0:1)).catch(()=>process.exit(1))"
CMD ["node", "node_modules/@strapi/strapi/bin/strapi.js", "start"]
