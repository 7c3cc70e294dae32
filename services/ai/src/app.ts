// Building the app lives here, apart from main.ts, so tests run exactly what production runs. The HTTP
// setup (prefix, security headers, proxies, body limit) is shared with the API: @heirloom/server.
// Routes live under /api: /api/ai/health, /api/ai/chat, /api/recommendations/generate.
import { createHttpApp, type HttpApp } from '@heirloom/server';
import { AppModule } from './app.module';
import { aiConfigFromEnv, type AiConfig } from './config/ai.config';
import { setUpAiOpenApi } from './openapi';

export async function createApp(config: AiConfig = aiConfigFromEnv()): Promise<HttpApp> {
  const app = await createHttpApp(AppModule.forRoot(config), config);
  setUpAiOpenApi(app);
  return app;
}
