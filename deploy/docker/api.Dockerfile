# The API image: one stateless instance; run as many as needed behind nginx (compose.yaml, k8s/api.yaml).
# Build from the repository root: docker build -f deploy/docker/api.Dockerfile -t travel-api .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-booking/package.json mf-booking/
COPY mf-blog/package.json mf-blog/
COPY mf-admin/package.json mf-admin/
COPY deploy/package.json deploy/
RUN npm ci --workspace api --include-workspace-root
COPY tsconfig.base.json ./
COPY api api
RUN npm run build -w api

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# npm checks the lockfile against every workspace's manifest, so all of them come along (sources do not).
COPY --from=build /repo/package.json /repo/package-lock.json ./
COPY --from=build /repo/api/package.json api/
COPY --from=build /repo/shell/package.json shell/
COPY --from=build /repo/mf-catalog/package.json mf-catalog/
COPY --from=build /repo/mf-booking/package.json mf-booking/
COPY --from=build /repo/mf-blog/package.json mf-blog/
COPY --from=build /repo/mf-admin/package.json mf-admin/
COPY --from=build /repo/deploy/package.json deploy/
RUN npm ci --workspace api --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /repo/api/dist api/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
