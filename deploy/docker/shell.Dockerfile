# The shell and the gateway: nginx serves the shell, writes remotes.json from the environment when
# the container starts (env.sh), and routes /api, /api/ai and /remotes/<name>/ to their services.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run @heirloom/shell:build

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY deploy/nginx/gateway.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/nginx/env.sh /docker-entrypoint.d/40-remotes-json.sh
COPY --from=build /repo/shell/dist /usr/share/nginx/html
USER root
RUN chmod +x /docker-entrypoint.d/40-remotes-json.sh && chown -R 101:101 /usr/share/nginx/html
USER 101
EXPOSE 8080
