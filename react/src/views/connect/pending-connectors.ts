
/**
 * Email and social login go through the auth connector, which the core does
 * not have yet. Until it does, choosing them says so instead of pretending.
 */
export const unavailableMessage = (method: string): string => `${method} login is not available yet`
