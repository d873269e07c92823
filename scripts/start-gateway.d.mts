/** The payment gateway `npm start` runs with ('' when none is chosen); see start-gateway.mjs. */
export function startGateway(env: Record<string, string | undefined>): string;
