/** Injection token for the ApiConfig the app was started with. */
export const API_CONFIG = Symbol('API_CONFIG');
