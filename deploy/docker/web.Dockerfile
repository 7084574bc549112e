# The web image: nginx serving the shell at / and each remote under /remotes/<name>/<version>/, proxying
# /api and /auth to the API and the pages to the render servers (render.Dockerfile). Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t travel-web .
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
RUN npm run build -w shell -w mf-catalog -w mf-booking -w mf-blog -w mf-admin \
  && node deploy/scripts/layout-web.mjs /out

FROM nginx:1.29-alpine
# The official image renders templates with envsubst at start; the output replaces nginx.conf itself.
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx \
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 \
    API_UPSTREAM=api:3000 \
    RENDER_UPSTREAM=render:8090 \
    LISTEN_PORT=8080 \
    WEB_ROOT=/srv \
    NGINX_RUNTIME_DIR=/tmp \
    NGINX_ACCESS_LOG=/dev/stdout
COPY deploy/nginx/nginx.conf /etc/nginx/templates/nginx.conf.template
COPY --from=build /out /srv
RUN chown -R nginx:nginx /etc/nginx /srv
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD wget -qO- http://127.0.0.1:8080/config.json >/dev/null || exit 1
