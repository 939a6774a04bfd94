import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LISTEN_RETRY_MS, ListeningConnection, type ListeningClient, type OnNotice } from "./listener.server";

/** A PostgreSQL server as the listening connection sees it: connections, LISTENs, notices. */
class FakeServer {
  up = true;
  readonly clients: FakeClient[] = [];
  /** The connections open now. */
  open = () => this.clients.filter((client) => !client.ended);
  notify(channel: string, payload: string) {
    for (const client of this.open())
      if (client.channels.has(channel)) client.emit("notification", { channel, payload });
  }
  /** Ends every connection, as a restart does. */
  terminate() {
    for (const client of this.open()) client.lose();
  }
}

class FakeClient extends EventEmitter {
  readonly channels = new Set<string>();
  ended = false;
  constructor(private readonly server: FakeServer) {
    super();
  }
  async connect() {
    await Promise.resolve();
    if (!this.server.up) throw new Error("connection refused");
    this.server.clients.push(this);
  }
  async query(text: string) {
    await Promise.resolve();
    if (this.ended) throw new Error("Connection terminated");
    const [, command, channel] = /^(LISTEN|UNLISTEN) "(.+)"$/.exec(text)!;
    if (command === "LISTEN") this.channels.add(channel!);
    else this.channels.delete(channel!);
  }
  async end() {
    if (this.ended) return;
    this.ended = true;
    this.emit("end");
  }
  lose() {
    this.ended = true;
    this.emit("error", new Error("terminating connection due to administrator command"));
    this.emit("end");
  }
  escapeIdentifier = (name: string) => `"${name}"`;
}

let server: FakeServer;
let errors: Error[];
let listening: ListeningConnection;

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  errors = [];
  listening = new ListeningConnection(
    () => new FakeClient(server) as unknown as ListeningClient,
    (error) => errors.push(error),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

/** What a subscriber hears of a connection lost, then back. */
const LOST_THEN_BACK = [
  [null, false],
  [null, true],
];

function subscriber() {
  const heard: Array<[string | null, boolean]> = [];
  const onNotice: OnNotice = (payload, isListening) => heard.push([payload, isListening]);
  return { heard, onNotice };
}

describe("ListeningConnection", () => {
  it("opens no connection until the first listen, then one for every channel, each notice to its own channel's subscribers", async () => {
    expect(server.clients).toHaveLength(0);
    const [a, b, alsoB] = [subscriber(), subscriber(), subscriber()];
    await Promise.all([listening.listen("a", a.onNotice), listening.listen("b", b.onNotice)]);
    await listening.listen("b", alsoB.onNotice);
    expect(server.clients).toHaveLength(1);
    expect([...server.clients[0]!.channels]).toEqual(["a", "b"]);
    server.notify("a", "til a");
    server.notify("b", "til b");
    expect(a.heard).toEqual([["til a", true]]);
    expect(b.heard).toEqual([["til b", true]]);
    expect(alsoB.heard).toEqual([["til b", true]]);
  });

  it("leaving a channel UNLISTENs it only when its last subscriber leaves, and the last channel left closes the connection", async () => {
    const [a, b, alsoB] = [subscriber(), subscriber(), subscriber()];
    const stopA = await listening.listen("a", a.onNotice);
    const stopB = await listening.listen("b", b.onNotice);
    const stopAlsoB = await listening.listen("b", alsoB.onNotice);
    const [client] = server.clients;
    await stopB();
    expect([...client!.channels]).toEqual(["a", "b"]);
    await stopA();
    expect([...client!.channels]).toEqual(["b"]);
    server.notify("a", "ingen");
    server.notify("b", "til b");
    expect(a.heard).toEqual([]);
    expect(b.heard).toEqual([]);
    expect(alsoB.heard).toEqual([["til b", true]]);
    await stopAlsoB();
    expect(server.open()).toHaveLength(0);
    // Listening again opens a new one.
    await listening.listen("a", a.onNotice);
    expect(server.open()).toHaveLength(1);
  });

  it("a lost connection is told to every subscriber; it retries every second, LISTENs every channel again and tells them it is back", async () => {
    const [a, b] = [subscriber(), subscriber()];
    await listening.listen("a", a.onNotice);
    await listening.listen("b", b.onNotice);
    server.up = false;
    server.terminate();
    expect(a.heard).toEqual([[null, false]]);
    expect(b.heard).toEqual([[null, false]]);
    expect(errors).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS * 3);
    expect(server.open()).toHaveLength(0);
    expect(a.heard).toHaveLength(1);
    server.up = true;
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS);
    expect(server.open()).toHaveLength(1);
    expect([...server.open()[0]!.channels]).toEqual(["a", "b"]);
    expect([a.heard, b.heard]).toEqual([LOST_THEN_BACK, LOST_THEN_BACK]);
    server.notify("b", "igen");
    expect(b.heard.at(-1)).toEqual(["igen", true]);
    // Once back, it stops trying.
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS * 3);
    expect(server.clients).toHaveLength(2);
  });

  it("while lost: a subscriber that leaves is not told it is back, a channel left is not LISTENed again, and with none left it stops trying", async () => {
    const [a, b] = [subscriber(), subscriber()];
    const stopA = await listening.listen("a", a.onNotice);
    const stopB = await listening.listen("b", b.onNotice);
    server.terminate();
    await stopA();
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS);
    expect([...server.open()[0]!.channels]).toEqual(["b"]);
    expect(a.heard).toEqual([[null, false]]);
    expect(b.heard).toEqual(LOST_THEN_BACK);

    server.terminate();
    await stopB();
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS * 3);
    expect(server.clients).toHaveLength(2);
  });

  it("a listen while the connection is lost connects at once, and the others hear it is back", async () => {
    const [a, b] = [subscriber(), subscriber()];
    await listening.listen("a", a.onNotice);
    server.terminate();
    await listening.listen("b", b.onNotice);
    expect([...server.open()[0]!.channels]).toEqual(["a", "b"]);
    expect(a.heard).toEqual(LOST_THEN_BACK);
    expect(b.heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS * 3);
    expect(server.clients).toHaveLength(2);
  });

  it("a first listen with the server down fails, and the next one tries again", async () => {
    server.up = false;
    await expect(listening.listen("a", subscriber().onNotice)).rejects.toThrow("connection refused");
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS * 3);
    server.up = true;
    expect(server.clients).toHaveLength(0);
    await listening.listen("a", subscriber().onNotice);
    expect(server.open()).toHaveLength(1);
  });

  it("close ends the connection for good; stopping afterwards is harmless", async () => {
    const a = subscriber();
    const stopA = await listening.listen("a", a.onNotice);
    await listening.close();
    expect(server.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS * 3);
    expect(server.clients).toHaveLength(1);
    expect(a.heard).toEqual([]);
    await stopA();
    await expect(listening.listen("a", a.onNotice)).rejects.toThrow("closed");
  });
});
