# One image per remote: its static build behind nginx. Build from the repo root:
#   docker build -f deploy/docker/remote.Dockerfile --build-arg APP=mfe-wealth -t heirloom/mfe-wealth .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run @heirloom/${APP}:build

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
