# The API or the AI service: one bundled file plus its production node_modules.
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=api -t heirloom/api .
FROM node:20-bookworm-slim AS build
ARG SERVICE
WORKDIR /repo
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run @heirloom/${SERVICE}:build \
 && npm prune --omit=dev --workspace services/${SERVICE}

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/services/${SERVICE}/dist ./dist
USER node
EXPOSE 3100 3200
CMD ["node", "dist/main.cjs"]
