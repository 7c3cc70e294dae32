/** The one thing handlers need from the response: setting its status (Express-compatible). */
export interface StatusResponse {
  status(code: number): unknown;
}
