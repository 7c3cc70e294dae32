/** The one thing handlers need from the response: setting its status (a Fastify reply has it). */
export interface StatusResponse {
  status(code: number): unknown;
}
