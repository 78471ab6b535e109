import { randomUUID } from "node:crypto";
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export interface ServerLogOptions {
  /** Pino's level; `info` by default. `silent` turns the log off. */
  level?: (typeof LEVELS)[number];
  /** A line for every request and response (off by default: the errors are what matter). */
  accessLog?: boolean;
  /** Where the JSON lines go; standard output by default. Tests pass their own. */
  stream?: { write(line: string): void };
}

/** LOG_LEVEL and ACCESS_LOG, as docs/configuration.md describes them. */
export function serverLogFromEnvironment(env: NodeJS.ProcessEnv = process.env): ServerLogOptions {
  const level = (env.LOG_LEVEL?.trim() || "info").toLowerCase();
  if (!(LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(", ")} (got "${env.LOG_LEVEL}").`);
  return { level: level as ServerLogOptions["level"], accessLog: env.ACCESS_LOG === "1" };
}

/** The query string with its values blanked: `?page=2&email=…` becomes `?page=&email=`. */
const pathWithoutQueryValues = (url: string) => {
  const [path, query] = url.split("?", 2) as [string, string | undefined];
  return query === undefined ? path : `${path}?${query.replace(/=[^&]*/g, "=")}`;
};

/**
 * Fastify's logger settings. Lines carry no personal data: requests are logged as method, route and
 * path with the query's values blanked; no body, no headers, and no client address (an address is
 * personal data, and the rate limit does its work without a log of them). Request ids are random,
 * so an id quoted from a 500 finds its one line even across restarts.
 */
export function fastifyLogOptions({ level = "info", accessLog = false, stream }: ServerLogOptions = {}): Pick<
  FastifyServerOptions,
  "logger" | "logController" | "genReqId"
> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request) => ({ method: request.method, url: pathWithoutQueryValues(request.url) }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    logController: new LogController({ disableRequestLogging: !accessLog }),
    genReqId: () => randomUUID(),
  };
}

/**
 * The one line a 5xx writes: the error (type, message, stack, code), with the request id (added by
 * the request's logger), the method and the route it matched. Its own fields only: an error from a
 * driver may carry the statement and its arguments (an enquiry's name or email) as properties.
 */
export function logServerError(request: FastifyRequest, reply: FastifyReply, error: Error & { code?: unknown }): void {
  reply.header("X-Request-Id", request.id);
  request.log.error(
    {
      err: { type: error.name, message: error.message, stack: error.stack, code: error.code },
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
    },
    "request failed",
  );
}
