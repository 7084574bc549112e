# The render server: renders the public pages (shell/server/), loading each remote's server build over HTTP
# from where nginx serves it, as remotes.json says. Stateless: run two or more behind nginx. Build from the
# repository root: docker build -f deploy/docker/render.Dockerfile -t travel-render .
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
RUN npm ci
COPY . .
RUN npm run build -w shell

FROM node:20-bookworm-slim
# The bundle holds what it needs: no node_modules. The page template is the shell's own index.html, from the
# same build as the web image's.
ENV NODE_ENV=production \
    RENDER_PORT=8090 \
    SHELL_DIST=/app/shell/dist \
    API_URL=http://api:3000 \
    REMOTES_URL=http://web:8080/remotes.json
WORKDIR /app
COPY --from=build /repo/shell/dist shell/dist
COPY --from=build /repo/shell/dist-server shell/dist-server
USER node
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:8090/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "shell/dist-server/main.js"]
