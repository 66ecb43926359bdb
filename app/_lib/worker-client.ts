/**
 * A page's side of a Web Worker that answers requests one by one (the play page's and the compare page's bots):
 * started on the first request, sent its set-up message once, each request tagged with an id and answered by a reply
 * carrying it. A caller drops an answer it no longer wants (the game moved on); the worker answers in order, so a
 * stale request only delays the next. A failed worker rejects what waits and is started again on the next request.
 */
export type WorkerReply<Answer> = ({ id: number } & Answer) | { id: number; failure: string };

export class WorkerClient<Request extends object, Answer extends object> {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();

  /**
   * `create` must hold the literal `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`: that
   * is what Next's bundler detects and bundles as a worker chunk (STACK.md G3).
   */
  constructor(
    private readonly create: () => Worker,
    private readonly setup: object,
    private readonly name: string,
  ) {}

  request(message: Request): Promise<Answer> {
    let worker: Worker;
    try {
      worker = this.start();
    } catch (error) {
      // A browser that refuses module workers: the page says so instead of breaking.
      return Promise.reject(new Error(`the ${this.name}' worker could not start: ${error instanceof Error ? error.message : String(error)}`));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  /** Starts the worker ahead of the first request, so loading its code does not delay the first answer. */
  warm(): void {
    try {
      this.start();
    } catch {
      // Said by the first request, which tries again.
    }
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.rejectAll(new Error(`the ${this.name} were stopped`));
  }

  private rejectAll(error: Error): void {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = this.create();
    worker.onmessage = (event: MessageEvent<WorkerReply<Answer>>) => {
      const reply = event.data;
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (!waiting) return;
      if ('failure' in reply && typeof reply.failure === 'string') waiting.reject(new Error(reply.failure));
      else waiting.resolve(reply as Answer);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.rejectAll(new Error(`the ${this.name}' worker failed: ${event.message || 'it could not start'}`));
      this.worker?.terminate();
      this.worker = undefined;
    };
    worker.postMessage(this.setup);
    this.worker = worker;
    return worker;
  }
}

/**
 * The worker's side: answers each request with `answer`, or with the error's message (so the page can say what went
 * wrong instead of waiting for ever). Messages without an id are the set-up, handed to `setup`.
 */
export function serveRequests<Setup, Request, Answer extends object>(setup: (message: Setup) => void, answer: (request: Request) => Answer): void {
  const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage: (message: unknown) => void };
  scope.onmessage = (event: MessageEvent<(Request & { id: number }) | Setup>) => {
    const message = event.data as { id?: number };
    if (typeof message.id !== 'number') return setup(event.data as Setup);
    let reply: WorkerReply<Answer>;
    try {
      reply = { ...answer(event.data as Request), id: message.id };
    } catch (error) {
      reply = { id: message.id, failure: error instanceof Error ? error.message : String(error) };
    }
    scope.postMessage(reply);
  };
}
