/** The API cannot get a database: the message says, in one sentence, what to install or set. */
export class NoDatabaseError extends Error {}
