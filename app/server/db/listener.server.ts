/**
 * An app instance's one listening connection to the PostgreSQL server, for every channel it
 * listens on (the page cache's, the remembered cookie choices'): LISTEN needs a connection of
 * its own for as long as it listens (a pooled one is lent out per query), and one per channel
 * would cost an instance a connection for each feature that listens.
 */
import pg from "pg";

/** As `DatabaseConnection.listen`'s: a notice's payload, or null with whether it is listening. */
export type OnNotice = (payload: string | null, listening: boolean) => void;

/** What the listening connection needs of a node-postgres client (a test may give a fake one). */
export type ListeningClient = Pick<pg.Client, "connect" | "query" | "end" | "on" | "escapeIdentifier">;

/** How long a lost listening connection waits before it connects again. */
export const LISTEN_RETRY_MS = 1_000;

/** How the listening connection shows in `pg_stat_activity` (and in the server's logs). */
export const LISTENING_APPLICATION_NAME = "krukke-listen";

type Subscriber = { onNotice: OnNotice };

/**
 * Opened on the first `listen`, closed when the last channel is left. Notices go to the
 * channel's subscribers only. When the connection is lost every subscriber hears
 * `(null, false)`; it reconnects every second, LISTENs again on every channel still subscribed,
 * and then they hear `(null, true)` (whatever changed in between was not heard).
 */
export class ListeningConnection {
  readonly #newClient: () => ListeningClient;
  readonly #onError: ((error: Error) => void) | undefined;
  readonly #channels = new Map<string, Set<Subscriber>>();
  #client: ListeningClient | null = null;
  /** The channels LISTENed on `#client`. */
  readonly #listened = new Set<string>();
  #connecting: Promise<ListeningClient> | null = null;
  #sending: Promise<unknown> = Promise.resolve();
  /** Subscribers told the connection was lost, to be told when it is back. */
  #toldLost = new Set<Subscriber>();
  #retry: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(newClient: () => ListeningClient, onError?: (error: Error) => void) {
    this.#newClient = newClient;
    this.#onError = onError;
  }

  /** Listens on a PostgreSQL server at `url`. */
  static forServer(url: string, onError?: (error: Error) => void): ListeningConnection {
    return new ListeningConnection(
      () =>
        new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 5_000,
          application_name: LISTENING_APPLICATION_NAME,
        }),
      onError,
    );
  }

  /** Resolves, once the channel is LISTENed, to the function that stops this subscriber's listening. */
  async listen(channel: string, onNotice: OnNotice): Promise<() => Promise<void>> {
    if (this.#closed) throw new Error("the database connection is closed");
    const subscriber: Subscriber = { onNotice };
    const subscribers = this.#channels.get(channel) ?? new Set();
    this.#channels.set(channel, subscribers);
    subscribers.add(subscriber);
    const stop = () => this.#unsubscribe(channel, subscriber);
    try {
      const client = await this.#connect();
      if (!this.#listened.has(channel)) {
        // Twice for one channel (two subscribers at once) is harmless: LISTEN is idempotent.
        await this.#send(client, "LISTEN", channel);
        if (client === this.#client) this.#listened.add(channel);
      }
    } catch (error) {
      await stop();
      throw error;
    }
    return stop;
  }

  /** Ends the listening connection for good (the database connection is closing). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#channels.clear();
    this.#toldLost.clear();
    await this.#end();
    // A connection being opened ends as soon as it is open.
    await this.#connecting?.catch(() => {});
  }

  async #unsubscribe(channel: string, subscriber: Subscriber): Promise<void> {
    const subscribers = this.#channels.get(channel);
    if (!subscribers?.delete(subscriber)) return;
    this.#toldLost.delete(subscriber);
    if (subscribers.size > 0) return;
    this.#channels.delete(channel);
    if (this.#channels.size === 0) return this.#end();
    const client = this.#client;
    if (client && this.#listened.delete(channel)) {
      // Lost meanwhile: nothing to undo, the next connection LISTENs only on what is subscribed.
      await this.#send(client, "UNLISTEN", channel).catch(() => {});
    }
  }

  async #end(): Promise<void> {
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.#listened.clear();
    await client?.end().catch(() => {});
  }

  /** The listening connection, connecting (once, whoever asks) when there is none. */
  #connect(): Promise<ListeningClient> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= this.#open().finally(() => (this.#connecting = null));
    return this.#connecting;
  }

  async #open(): Promise<ListeningClient> {
    const client = this.#newClient();
    client.on("notification", (message) => {
      for (const subscriber of this.#channels.get(message.channel) ?? [])
        subscriber.onNotice(message.payload ?? "", true);
    });
    client.on("error", (error) => this.#onError?.(error));
    client.on("end", () => {
      if (client !== this.#client) return; // Ended on purpose, or never in use.
      this.#client = null;
      this.#listened.clear();
      this.#toldLost = new Set(this.#subscribers());
      for (const subscriber of this.#toldLost) subscriber.onNotice(null, false);
      this.#reconnectLater();
    });
    const listened: string[] = [];
    try {
      await client.connect();
      for (const channel of this.#channels.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        listened.push(channel);
      }
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    // Everyone left (or the database connection closed) while it connected.
    if (this.#closed || this.#channels.size === 0) {
      await client.end().catch(() => {});
      throw new Error("no channel is listened on any more");
    }
    this.#client = client;
    for (const channel of listened) if (this.#channels.has(channel)) this.#listened.add(channel);
    clearTimeout(this.#retry);
    // (A subscriber that left meanwhile is no longer among them.)
    const back = this.#toldLost;
    this.#toldLost = new Set();
    for (const subscriber of back) subscriber.onNotice(null, true);
    return client;
  }

  /** One statement at a time on the connection (node-postgres 9 refuses one sent while another runs). */
  #send(client: ListeningClient, command: "LISTEN" | "UNLISTEN", channel: string): Promise<void> {
    const sent = this.#sending.then(() => client.query(`${command} ${client.escapeIdentifier(channel)}`));
    this.#sending = sent.catch(() => {});
    return sent.then(() => {});
  }

  #reconnectLater(): void {
    clearTimeout(this.#retry);
    if (this.#closed || this.#channels.size === 0) return;
    this.#retry = setTimeout(() => {
      this.#connect().catch(() => this.#reconnectLater());
    }, LISTEN_RETRY_MS);
    this.#retry.unref?.();
  }

  *#subscribers(): Iterable<Subscriber> {
    for (const subscribers of this.#channels.values()) yield* subscribers;
  }
}
